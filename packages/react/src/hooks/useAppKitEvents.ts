'use client'
import { getEvent, type KitEvent, watchEvent } from '@kit/core'
import { useCallback, useSyncExternalStore } from 'react'
import { type UseKitParameters, useKitSource } from './useKit.js'

export type UseAppKitEventsReturnType = KitEvent

/**
 * What `useAppKitEvents` returns before the kit has tracked any event. The timestamp is 0, not
 * `Date.now()`, so the server HTML and the hydrating client render agree.
 */
export const initialAppKitEvent: KitEvent = Object.freeze({
  timestamp: 0,
  data: Object.freeze({ type: 'track', event: 'MODAL_CREATED' }),
}) as KitEvent

/** The latest tracked event (`{ timestamp, data: { type: 'track', event, properties } }`). */
export function useAppKitEvents(parameters: UseKitParameters = {}): UseAppKitEventsReturnType {
  const { kit, getServerKit } = useKitSource(parameters)
  const subscribe = useCallback((onChange: () => void) => watchEvent(kit, { onChange: () => onChange() }), [kit])
  const get = useCallback(() => getEvent(kit) ?? initialAppKitEvent, [kit])
  const getServer = useCallback(() => getEvent(getServerKit()) ?? initialAppKitEvent, [getServerKit])
  return useSyncExternalStore(subscribe, get, getServer)
}
