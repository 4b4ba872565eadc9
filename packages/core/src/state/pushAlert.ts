import type { Alert, AlertCode, AlertsState } from './alerts.js'

/** docs/rules/errors.md texts, by code. */
export const alertMessages: Readonly<Record<AlertCode, string>> = {
  NETWORK_NOT_FOUND: 'Network Not Found',
  ORIGIN_NOT_ALLOWED: 'Origin Not Allowed',
  IFRAME_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
  IFRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
  UNVERIFIED_DOMAIN: 'Unverified Domain',
  SESSION_EXPIRED: 'Session Expired',
  INVALID_PROJECT_ID: 'Invalid Project ID',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  SERVER_ERROR: 'Server Error',
  RATE_LIMITED: 'Rate Limited',
  MULTI_WALLET_NOT_ENABLED: 'Multi-wallet not enabled',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
}

/** Only the last few alerts are kept. */
const keep = 10

/** A random alert id (no module-level counter: kits on one page share this module). */
function createAlertId(now: number): string {
  const bytes = new Uint8Array(6)
  globalThis.crypto.getRandomValues(bytes)
  let suffix = ''
  for (const byte of bytes) suffix += byte.toString(16).padStart(2, '0')
  return `${now.toString(36)}-${suffix}`
}

export function pushAlert(state: AlertsState, code: AlertCode, now = Date.now()): Alert {
  const alert: Alert = {
    id: createAlertId(now),
    code,
    message: alertMessages[code],
    variant: code === 'MULTI_WALLET_NOT_ENABLED' ? 'info' : 'error',
    time: now,
  }
  state.alerts = [...state.alerts, alert].slice(-keep)
  return alert
}

/**
 * Records an alert unless one of the same code still waits to be shown (not dismissed yet): a
 * burst of failures (every pending frame request timing out at once) is one alert.
 */
export function pushAlertOnce(state: AlertsState, code: AlertCode, now = Date.now()): Alert {
  return state.alerts.find((alert) => alert.code === code) ?? pushAlert(state, code, now)
}

export type AlertForProviderErrorParameters = {
  /** The error text of the frame, the auth server or an API. */
  message?: string | undefined
  /** The error code next to it (a 3-digit code is read as an HTTP status). */
  code?: unknown
  /** The HTTP status of the answer behind the error, when known. */
  status?: number | undefined
}

/**
 * docs/rules/errors.md provider mappings: an error from the embedded wallet, its auth server or an API
 * to the alert it raises, if any. 'Unauthorized: origin not allowed' → Origin Not Allowed,
 * 'JWT validation error' → Session Expired, 'Unauthorized: invalid key' → Invalid Project ID,
 * HTTP 429 → Rate Limited (not the email cooldown, which the view explains itself), HTTP 500-599
 * → Server Error.
 */
export function alertForProviderError({ message, code, status }: AlertForProviderErrorParameters): AlertCode | undefined {
  const text = message ?? ''
  if (text.includes('Unauthorized: origin not allowed')) return 'ORIGIN_NOT_ALLOWED'
  if (text.includes('JWT validation error')) return 'SESSION_EXPIRED'
  if (text.includes('Unauthorized: invalid key')) return 'INVALID_PROJECT_ID'
  const fromCode = typeof code === 'string' && /^\d{3}$/.test(code) ? Number(code) : code
  const http = status ?? (typeof fromCode === 'number' && fromCode >= 100 && fromCode <= 599 ? fromCode : undefined)
  if (http === 429 && !text.startsWith('Please try again after')) return 'RATE_LIMITED'
  if (http !== undefined && http >= 500 && http <= 599) return 'SERVER_ERROR'
  return undefined
}
