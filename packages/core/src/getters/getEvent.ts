import type { Kit } from '../kit.js'
import type { KitEvent } from '../state/events.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetEventReturnType = KitEvent | undefined

/** The last tracked event (for useAppKitEvents). */
export function getEvent(kit: Kit): GetEventReturnType {
  return select(kit, 'event', (state) => state.events.last)
}

export function watchEvent(kit: Kit, parameters: WatchParameters<GetEventReturnType>) {
  return watch(kit, getEvent, parameters)
}

/** Every tracked event, synchronously, including ones that arrive in the same tick. */
export function subscribeEvents(kit: Kit, { onEvent }: { onEvent(event: KitEvent): void }): () => void {
  kit._internal.eventListeners.add(onEvent)
  return () => kit._internal.eventListeners.delete(onEvent)
}
