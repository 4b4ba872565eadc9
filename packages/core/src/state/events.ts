import type { Namespace } from '../types.js'

export type KitEventName =
  | 'INITIALIZE'
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'CLICK_NETWORKS'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'

export type KitEvent = {
  timestamp: number
  data: {
    type: 'track'
    event: KitEventName
    properties?: {
      namespace?: Namespace | undefined
      connectorId?: string | undefined
      name?: string | undefined
      network?: string | undefined
      message?: string | undefined
      view?: string | undefined
    }
  }
}

export type EventsState = { last: KitEvent | undefined }

export function createEventsState(): EventsState {
  return { last: undefined }
}
