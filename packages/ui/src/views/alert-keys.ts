import type { AlertCode } from '@kit/core'
import type { MessageKey } from '../i18n/en.js'

/** The catalogue key of a docs/rules/errors.md alert. */
export const alertKeys: Readonly<Record<AlertCode, MessageKey>> = {
  NETWORK_NOT_FOUND: 'alert.networkNotFound',
  ORIGIN_NOT_ALLOWED: 'alert.originNotAllowed',
  IFRAME_LOAD_FAILED: 'alert.embeddedWalletLoad',
  IFRAME_REQUEST_TIMEOUT: 'alert.embeddedWalletTimeout',
  UNVERIFIED_DOMAIN: 'alert.unverifiedDomain',
  SESSION_EXPIRED: 'alert.sessionExpired',
  INVALID_PROJECT_ID: 'alert.invalidProjectId',
  PROJECT_ID_NOT_CONFIGURED: 'alert.projectIdNotConfigured',
  SERVER_ERROR: 'alert.serverError',
  RATE_LIMITED: 'alert.rateLimited',
  MULTI_WALLET_NOT_ENABLED: 'alert.multiWalletDisabled',
  INVALID_APP_CONFIGURATION: 'alert.invalidAppConfiguration',
}

/** Descriptions some alerts carry (docs/rules/errors.md). */
export const alertDescriptionKeys: Partial<Readonly<Record<AlertCode, MessageKey>>> = {
  NETWORK_NOT_FOUND: 'alert.networkNotFoundDescription',
  SESSION_EXPIRED: 'alert.sessionExpiredDescription',
  SERVER_ERROR: 'alert.serverErrorDescription',
}
