import { watchAlerts } from '../getters/getAlerts.js'
import type { Kit } from '../kit.js'
import type { KitEvent } from '../state/events.js'

/**
 * AppKit's `debug`: every tracked event (`console.debug`) and every docs/rules/errors.md alert
 * (`console.warn`, with its code) of this kit goes to the console. Returns the cleanup.
 */
export function startDebugLog(kit: Kit): () => void {
  const prefix = `[Kit ${kit.options.projectId}]`
  const onEvent = (event: KitEvent) => console.debug(prefix, event.data.event, event.data.properties ?? {})
  kit._internal.eventListeners.add(onEvent)
  const seen = new Set<string>()
  const unwatch = watchAlerts(kit, {
    onChange(alerts) {
      for (const alert of alerts) {
        if (seen.has(alert.id)) continue
        seen.add(alert.id)
        console.warn(prefix, `${alert.message} (${alert.code})`)
      }
    },
  })
  return () => {
    kit._internal.eventListeners.delete(onEvent)
    unwatch()
  }
}
