/** docs/rules/limits.md constants shared by the host page and the secure frame. */

/** The frame must post its ready event within this time after the iframe starts loading (`iframe_load_failed`). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** A request to the frame (login and every other call) is rejected after this time (`iframe_request_timeout`). */
export const LOGIN_REQUEST_TIMEOUT_MS = 120_000
/** Extra wait after the frame reports ready before the first request is posted. */
export const FRAME_READY_EXTRA_DELAY_MS = 500
/** Email login may be triggered once per this period (per email address). */
export const EMAIL_COOLDOWN_MS = 30_000
/** Social login popup size. */
export const POPUP_WIDTH = 600
/** Social login popup height, in CSS pixels. */
export const POPUP_HEIGHT = 800
/** How often the host checks whether the social popup was closed. */
export const POPUP_CHECK_INTERVAL_MS = 1_000
/** Polling interval for device approval, farcaster and email-update changes. */
export const POLLING_INTERVAL_MS = 1_000
/** An unsupported RPC method is rejected after this delay. */
export const UNSUPPORTED_METHOD_DELAY_MS = 300
/** Email one-time codes. */
export const OTP_LENGTH = 6
/** How long an emailed code is valid (10 minutes). */
export const OTP_TTL_MS = 10 * 60_000
/** Wrong tries of one code before it is locked. */
export const OTP_MAX_ATTEMPTS = 5

/** Prefix of every message the host page posts to the frame. */
export const APP_EVENT_PREFIX = '@kit-app/'
/** Prefix of every message the frame (or the social-login popup) posts to the host page. */
export const FRAME_EVENT_PREFIX = '@kit-frame/'

/** Local storage keys the host keeps (docs/rules/entities.md). The frame keeps its own storage on its own origin. */
export const HOST_STORAGE_KEYS = {
  sessionToken: '@kit/session-token',
  email: '@kit/email',
  emailLoginUsed: '@kit/email-login-used',
  lastEmailLoginTime: '@kit/last-email-login-time',
  preferredAccountType: '@kit/preferred-account-type',
  smartAccountEnabledNetworks: '@kit/smart-account-enabled-networks',
  socialUsername: '@kit/social-username',
  lastUsedChain: '@kit/last-used-chain',
} as const
