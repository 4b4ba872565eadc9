import { ApiRequestError } from '../errors/api.js'
import { subscribeEvents } from '../getters/getEvent.js'
import type { Kit } from '../kit.js'
import type { KitEvent } from '../state/events.js'
import { pushAlert } from '../state/pushAlert.js'
import { type ApiClient, createApiClient } from './createApiClient.js'
import { getAnalyticsConfig } from './getAnalyticsConfig.js'
import { sendEvent } from './sendEvent.js'

/** docs/rules/limits.md: error reports, at most 5 per 60 s. */
export const analyticsLimits = { errorReports: 5, errorWindowMs: 60_000, queue: 50 } as const

function isErrorEvent(event: KitEvent): boolean {
  return event.data.event.endsWith('_ERROR')
}

function randomId(): string {
  const crypto = globalThis.crypto
  if (crypto?.randomUUID) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`
}

function pageUrl(kit: Kit): URL | undefined {
  const href = typeof location !== 'undefined' ? location.href : kit.options.metadata?.url
  try {
    return href ? new URL(href) : undefined
  } catch {
    return undefined
  }
}

/** The analytics client: `analyticsUrl` when given, else the Kit API. */
function analyticsClient(kit: Kit): ApiClient | undefined {
  const { analyticsUrl, apiUrl, projectId, sdkType, sdkVersion } = kit.options
  if (!analyticsUrl || analyticsUrl === apiUrl) return kit.api
  return createApiClient({ baseUrl: analyticsUrl, projectId, sdkType, sdkVersion, fetchFn: kit._internal.environment.fetch })
}

/** The error-report limit: true while fewer than 5 went out in the last 60 s (and counts this one). */
function createErrorBudget() {
  const times: number[] = []
  return () => {
    const now = Date.now()
    while (times.length && now - times[0]! >= analyticsLimits.errorWindowMs) times.shift()
    if (times.length >= analyticsLimits.errorReports) return false
    times.push(now)
    return true
  }
}

/** The `POST /e` body of one event: page URL and domain, the active account, the event's defined properties. */
function eventBody(kit: Kit, event: KitEvent, url: URL) {
  const address = kit._internal.state.chains.namespaces[kit._internal.state.chains.activeNamespace]?.account.caipAddress
  const properties = event.data.properties ? Object.fromEntries(Object.entries(event.data.properties).filter(([, value]) => value !== undefined)) : undefined
  return {
    eventId: randomId(),
    url: url.href,
    domain: url.hostname || url.host || 'localhost',
    timestamp: event.timestamp,
    props: {
      type: event.data.type,
      event: event.data.event,
      ...(address ? { address } : {}),
      ...(properties && Object.keys(properties).length ? { properties } : {}),
    },
  }
}

/**
 * Sends the kit's tracked events to `POST /e` (docs/rules/calls.md):
 * - MODAL_CREATED is never sent; INITIALIZE always is.
 * - Anything else only when analytics is on: `features.analytics` in code wins; otherwise the
 *   project's `GET /getAnalyticsConfig` decides (events wait in a short queue until it answers).
 * - Error events: at most 5 per 60 s.
 * - A 403 raises 'Invalid App Configuration' once and stops sending.
 * Returns the unsubscribe function.
 */
export function startAnalytics(kit: Kit, pending: readonly KitEvent[] = []): () => void {
  const client = analyticsClient(kit)
  if (!client) return () => {}
  const remote = kit._internal.state.remoteConfig
  // The code's choice as it is now (`updateFeatures` may change it).
  const codeOption = () => kit._internal.state.features.code.analytics
  const queue: KitEvent[] = []
  const withinErrorBudget = createErrorBudget()
  let stopped = false

  const enabled = (): boolean | undefined => (remote.analyticsForbidden ? false : (codeOption() ?? remote.analyticsEnabled))

  const send = (event: KitEvent) => {
    if (stopped || remote.analyticsForbidden || (isErrorEvent(event) && !withinErrorBudget())) return
    const url = pageUrl(kit)
    if (!url) return
    sendEvent(client, eventBody(kit, event, url)).catch((error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 403 && !remote.analyticsForbidden) {
        remote.analyticsForbidden = true
        queue.length = 0
        pushAlert(kit._internal.state.alerts, 'INVALID_APP_CONFIGURATION')
      }
    })
  }

  const flush = () => {
    const on = enabled()
    if (on === undefined) return
    const pending = queue.splice(0)
    if (on) pending.forEach(send)
  }

  const onEvent = (event: KitEvent) => {
    const name = event.data.event
    if (name === 'MODAL_CREATED') return
    if (name === 'INITIALIZE') return send(event)
    const on = enabled()
    if (on === false) return
    if (on === undefined) {
      if (queue.length < analyticsLimits.queue) queue.push(event)
      return
    }
    send(event)
  }
  // Events tracked before this code loaded (INITIALIZE at mount) come first.
  pending.forEach(onEvent)
  const unsubscribe = subscribeEvents(kit, { onEvent })

  if (codeOption() === undefined)
    getAnalyticsConfig(client).then(
      ({ isAnalyticsEnabled }) => {
        remote.analyticsEnabled = isAnalyticsEnabled
        flush()
      },
      () => {
        // Unknown means off: nothing but INITIALIZE is sent.
        remote.analyticsEnabled = false
        queue.length = 0
      },
    )

  return () => {
    stopped = true
    queue.length = 0
    unsubscribe()
  }
}
