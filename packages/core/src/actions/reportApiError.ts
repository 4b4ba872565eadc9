import { ApiRequestError } from '../errors/api.js'
import type { Kit } from '../kit.js'
import type { AlertCode } from '../state/alerts.js'
import type { ApiErrorInfo } from '../state/portfolio.js'
import { pushAlert } from '../state/pushAlert.js'

/** The same API alert is raised at most once a minute (a down API fails every call). */
const alertIntervalMs = 60_000

/** Pushes the alert `code` unless the same one was raised less than a minute ago. */
export function raiseAlertOnce(kit: Kit, code: AlertCode, now = Date.now()): void {
  const times = kit._internal.state.remoteConfig.alertedAt
  const last = times[code]
  if (last !== undefined && now - last < alertIntervalMs) return
  times[code] = now
  pushAlert(kit._internal.state.alerts, code, now)
}

/**
 * Records an API failure for the UI: the docs/rules/errors.md alert of its status (401 'Invalid Project
 * ID', 403 'Origin Not Allowed', 429 'Rate Limited', 5xx 'Server Error'), once a minute per code.
 * Returns what the calling slice stores as its error (`message` is the slice's own docs/rules text).
 */
export function reportApiError(kit: Kit, error: unknown, message: string, { alert = true } = {}): ApiErrorInfo {
  const now = Date.now()
  const apiError = error instanceof ApiRequestError ? error : undefined
  const code = apiError?.alert
  if (alert && code) raiseAlertOnce(kit, code, now)
  const reason = apiError ? [apiError.shortMessage, apiError.details].filter(Boolean).join(': ') : error instanceof Error ? error.message : undefined
  return { message, reason, status: apiError?.status, time: now }
}
