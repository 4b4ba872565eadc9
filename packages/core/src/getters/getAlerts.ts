import type { Kit } from '../kit.js'
import { type Alert, removeAlert } from '../state/alerts.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetAlertsReturnType = readonly Alert[]

/** docs/rules/errors.md alerts not yet dismissed, oldest first. */
export function getAlerts(kit: Kit): GetAlertsReturnType {
  return select(kit, 'alerts', (state) => state.alerts.alerts)
}

export function watchAlerts(kit: Kit, parameters: WatchParameters<GetAlertsReturnType>) {
  return watch(kit, getAlerts, parameters)
}

/** Forgets an alert once shown. */
export function dismissAlert(kit: Kit, { id }: { id: string }) {
  removeAlert(kit._internal.state.alerts, id)
}
