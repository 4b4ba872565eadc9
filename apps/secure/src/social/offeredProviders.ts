import { type SocialProvider, socialProviderSchema } from '@kit/frame-protocol'
import type { SecureConfig } from '../config/secureConfigSchema.js'

export interface OfferedProviders {
  /** Social providers this server signs in with: the configured ones, plus in development the OIDC stand-in for the rest. */
  readonly social: readonly SocialProvider[]
  /** Farcaster: real Sign In With Farcaster when configured, the stand-in only in development, else not offered. */
  readonly farcaster: 'real' | 'stand-in' | null
}

/** What this server offers. Outside development an unconfigured provider is not offered at all. */
export function offeredProviders(config: SecureConfig): OfferedProviders {
  const development = config.mode === 'development'
  return {
    social: socialProviderSchema.options.filter((provider) => development || config.social[provider] !== undefined),
    farcaster: config.farcaster ? 'real' : development ? 'stand-in' : null,
  }
}
