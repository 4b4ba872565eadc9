import type { Alert, AlertCode, AlertsState } from './alerts.js'

/** SPEC section 8 texts, by code. */
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

let counter = 0

export function pushAlert(state: AlertsState, code: AlertCode, now = Date.now()): Alert {
  const alert: Alert = {
    id: `${now.toString(36)}-${(counter++).toString(36)}`,
    code,
    message: alertMessages[code],
    variant: code === 'MULTI_WALLET_NOT_ENABLED' ? 'info' : 'error',
    time: now,
  }
  state.alerts = [...state.alerts, alert].slice(-keep)
  return alert
}

/**
 * SPEC section 8 provider mappings: an error text (or HTTP-like code) from the embedded wallet
 * or an API to the alert it raises, if any.
 */
export function alertForProviderError({ message, code }: { message?: string | undefined; code?: unknown }): AlertCode | undefined {
  const text = message ?? ''
  if (text.includes('Unauthorized: origin not allowed')) return 'ORIGIN_NOT_ALLOWED'
  if (text.includes('JWT validation error')) return 'SESSION_EXPIRED'
  if (text.includes('Unauthorized: invalid key')) return 'INVALID_PROJECT_ID'
  const status = typeof code === 'string' && /^\d{3}$/.test(code) ? Number(code) : code
  // The email cooldown has its own message in the view; any other 429 is a rate limit.
  if (status === 429 && !text.startsWith('Please try again after')) return 'RATE_LIMITED'
  if (typeof status === 'number' && status >= 500 && status <= 599) return 'SERVER_ERROR'
  return undefined
}
