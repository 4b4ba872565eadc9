import { subscribeEvents } from '../getters/getEvent.js'
import type { Kit } from '../kit.js'
import type { KitEvent } from '../state/events.js'

/**
 * Starts the background work against the Kit API when the kit mounts (analytics, remote config,
 * identity). Its code is a lazy chunk, so it adds nothing to the first load and never delays the
 * modal; events tracked meanwhile (INITIALIZE) are buffered and handed over.
 */
export function startApiServices(kit: Kit): void {
  if (!kit.api && !kit.options.analyticsUrl) return
  const pending: KitEvent[] = []
  const stopBuffer = subscribeEvents(kit, { onEvent: (event) => void pending.push(event) })
  kit._internal.cleanups.set('api:buffer', stopBuffer)
  import('./runApiServices.js').then(
    ({ runApiServices }) => {
      stopBuffer()
      kit._internal.cleanups.delete('api:buffer')
      if (kit._internal.mounted) runApiServices(kit, pending)
    },
    () => stopBuffer(),
  )
}
