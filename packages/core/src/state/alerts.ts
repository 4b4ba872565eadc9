/**
 * Alerts of docs/rules/errors.md: problems of the app's configuration or of the embedded wallet that
 * the user should see. Domain code only records them; the UI shows each one (as a toast).
 */
export type AlertCode =
  | 'NETWORK_NOT_FOUND'
  | 'ORIGIN_NOT_ALLOWED'
  | 'IFRAME_LOAD_FAILED'
  | 'IFRAME_REQUEST_TIMEOUT'
  | 'UNVERIFIED_DOMAIN'
  | 'SESSION_EXPIRED'
  | 'INVALID_PROJECT_ID'
  | 'PROJECT_ID_NOT_CONFIGURED'
  | 'SERVER_ERROR'
  | 'RATE_LIMITED'
  | 'MULTI_WALLET_NOT_ENABLED'
  | 'INVALID_APP_CONFIGURATION'

export type Alert = {
  id: string
  code: AlertCode
  /** The English text of docs/rules/errors.md (the UI translates by `code`). */
  message: string
  variant: 'error' | 'info'
  /** Epoch ms. */
  time: number
}

export type AlertsState = { alerts: Alert[] }

export function createAlertsState(): AlertsState {
  return { alerts: [] }
}

export function removeAlert(state: AlertsState, id: string) {
  state.alerts = state.alerts.filter((alert) => alert.id !== id)
}
