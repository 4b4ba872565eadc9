export { loadSecureConfig } from './config/loadSecureConfig.js'
export {
  type ChainConfig,
  DEFAULT_CHAINS,
  DEFAULT_PROJECTS,
  type RealSocialProvider,
  type SecureConfig,
  type SecureConfigInput,
  secureConfigSchema,
} from './config/secureConfigSchema.js'
export { isOriginAllowed, matchOrigin } from './origins/matchOrigin.js'
export { type RunningSecure, type StartSecureOptions, startSecure } from './startSecure.js'
