export { loadSecureConfig } from './config/loadSecureConfig.js'
export {
  DEFAULT_CHAINS,
  DEFAULT_PROJECTS,
  secureConfigSchema,
  type ChainConfig,
  type RealSocialProvider,
  type SecureConfig,
  type SecureConfigInput,
} from './config/secureConfigSchema.js'
export { isOriginAllowed, matchOrigin } from './origins/matchOrigin.js'
export { startSecure, type RunningSecure, type StartSecureOptions } from './startSecure.js'
