import { describe, expect, test } from 'vitest'
import { createAlertsState } from './alerts.js'
import { alertForProviderError, alertMessages, pushAlert, pushAlertOnce } from './pushAlert.js'

describe('alertForProviderError (docs/rules/errors.md provider mappings)', () => {
  test.each([
    [{ message: 'Unauthorized: origin not allowed', code: 4100 }, 'ORIGIN_NOT_ALLOWED'],
    [{ message: 'JWT validation error' }, 'SESSION_EXPIRED'],
    [{ message: 'Unauthorized: invalid key', code: 4100, status: 401 }, 'INVALID_PROJECT_ID'],
    [{ message: 'Slow down', status: 429 }, 'RATE_LIMITED'],
    [{ message: 'Slow down', code: 429 }, 'RATE_LIMITED'],
    [{ message: 'Slow down', code: '429' }, 'RATE_LIMITED'],
    [{ message: 'Something went wrong', status: 500 }, 'SERVER_ERROR'],
    [{ message: 'Bad gateway', status: 502 }, 'SERVER_ERROR'],
    [{ message: 'Unavailable', status: 599 }, 'SERVER_ERROR'],
    [{ message: 'x', code: 503 }, 'SERVER_ERROR'],
  ] as const)('%j → %s', (error, code) => {
    expect(alertForProviderError(error)).toBe(code)
  })

  test.each([
    [{ message: 'Please try again after 12 seconds', code: 429, status: 429 }],
    [{ message: 'Invalid code', status: 400 }],
    [{ message: 'Not connected', code: 4100, status: 401 }],
    [{ message: 'User rejected the request', code: 4001 }],
    [{ message: 'Chain not supported', code: 4902 }],
    [{ message: 'x', status: 600 }],
    [{ message: 'x', code: -32603 }],
    [{}],
  ] as const)('behavior: %j raises no alert', (error) => {
    expect(alertForProviderError(error)).toBeUndefined()
  })
})

describe('pushAlert', () => {
  test('default: the texts of docs/rules, error variant, unique ids', () => {
    const state = createAlertsState()
    const first = pushAlert(state, 'IFRAME_LOAD_FAILED', 1)
    expect(first).toMatchObject({ code: 'IFRAME_LOAD_FAILED', message: 'Network Error - Could not load embedded wallet', variant: 'error', time: 1 })
    expect(pushAlert(state, 'MULTI_WALLET_NOT_ENABLED', 1).variant).toBe('info')
    const third = pushAlert(state, 'IFRAME_REQUEST_TIMEOUT', 1)
    expect(third.message).toBe('Embedded Wallet Request Timed Out')
    expect(new Set(state.alerts.map((alert) => alert.id)).size).toBe(3)
  })

  test('behavior: the last 10 are kept', () => {
    const state = createAlertsState()
    for (let index = 0; index < 20; index += 1) pushAlert(state, 'RATE_LIMITED', index)
    expect(state.alerts).toHaveLength(10)
    expect(new Set(state.alerts.map((alert) => alert.id)).size).toBe(10)
  })

  test('behavior: pushAlertOnce: an alert of a code still waiting to be shown stands for a burst of the same', () => {
    const state = createAlertsState()
    const first = pushAlertOnce(state, 'SERVER_ERROR', 1)
    for (let index = 0; index < 5; index += 1) expect(pushAlertOnce(state, 'SERVER_ERROR', 2)).toBe(first)
    expect(state.alerts).toHaveLength(1)
    // Once shown and dismissed, the next failure is a new alert.
    state.alerts = []
    expect(pushAlertOnce(state, 'SERVER_ERROR', 3).id).not.toBe(first.id)
  })

  test('behavior: every alert has its docs/rules/errors.md text', () => {
    expect(alertMessages).toMatchInlineSnapshot(`
      {
        "IFRAME_LOAD_FAILED": "Network Error - Could not load embedded wallet",
        "IFRAME_REQUEST_TIMEOUT": "Embedded Wallet Request Timed Out",
        "INVALID_APP_CONFIGURATION": "Invalid App Configuration",
        "INVALID_PROJECT_ID": "Invalid Project ID",
        "MULTI_WALLET_NOT_ENABLED": "Multi-wallet not enabled",
        "NETWORK_NOT_FOUND": "Network Not Found",
        "ORIGIN_NOT_ALLOWED": "Origin Not Allowed",
        "PROJECT_ID_NOT_CONFIGURED": "Project ID Not Configured",
        "RATE_LIMITED": "Rate Limited",
        "SERVER_ERROR": "Server Error",
        "SESSION_EXPIRED": "Session Expired",
        "UNVERIFIED_DOMAIN": "Unverified Domain",
      }
    `)
  })
})
