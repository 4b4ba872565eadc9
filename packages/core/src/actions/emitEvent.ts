import { ref } from 'valtio/vanilla'
import type { Kit } from '../kit.js'
import type { KitEvent, KitEventName } from '../state/events.js'

/**
 * Records a tracked event on the kit and tells its listeners. `data.address` is the active
 * account's address when it is connected, as AppKit's events carry it. docs/reference/events.md
 * lists every event, when it is sent and its properties.
 */
export function emitEvent(kit: Kit, event: KitEventName, properties?: KitEvent['data']['properties']) {
  const { chains } = kit._internal.state
  const account = chains.namespaces[chains.activeNamespace]?.account
  const address = account?.status === 'connected' ? account.address : undefined
  const data: KitEvent['data'] = {
    type: 'track',
    event,
    ...(address ? { address } : {}),
    ...(properties ? { properties: Object.freeze({ ...properties }) } : {}),
  }
  const record: KitEvent = Object.freeze({ timestamp: Date.now(), data: Object.freeze(data) })
  // A record never changes: kept as it is (valtio's `ref`), not wrapped in a proxy of its own,
  // which cost about half a millisecond of the click that opens the modal.
  kit._internal.state.events.last = ref(record)
  for (const listener of kit._internal.eventListeners) listener(record)
}
