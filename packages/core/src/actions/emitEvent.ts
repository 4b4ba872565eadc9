import type { Kit } from '../kit.js'
import type { KitEvent, KitEventName } from '../state/events.js'

/** Records a tracked event on the kit and tells its listeners (SPEC: modal and connect events). */
export function emitEvent(kit: Kit, event: KitEventName, properties?: KitEvent['data']['properties']) {
  const record: KitEvent = {
    timestamp: Date.now(),
    data: { type: 'track', event, ...(properties ? { properties } : {}) },
  }
  kit._internal.state.events.last = record
  for (const listener of kit._internal.eventListeners) listener(record)
}
