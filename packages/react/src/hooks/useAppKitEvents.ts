'use client'
import { getEvent, type Kit, type KitEvent, subscribeEvents, watchEvent } from '@kit/core'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
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

/**
 * The latest tracked event (`{ timestamp, data: { type: 'track', event, address?, properties? } }`).
 * Every event gets a render of its own, in order: events sent in one tick (CONNECT_SUCCESS then
 * MODAL_CLOSE) are returned one after the other, so `useEffect(() => …, [event])` sees each one.
 * docs/reference/events.md lists them.
 */
export function useAppKitEvents(parameters: UseKitParameters = {}): UseAppKitEventsReturnType {
  const { kit, getServerKit } = useKitSource(parameters)
  const subscribe = useCallback((onChange: () => void) => watchEvent(kit, { onChange: () => onChange() }), [kit])
  const get = useCallback(() => getEvent(kit) ?? initialAppKitEvent, [kit])
  const getServer = useCallback(() => getEvent(getServerKit()) ?? initialAppKitEvent, [getServerKit])
  const latest = useSyncExternalStore(subscribe, get, getServer)
  // The events not yet returned, oldest first; the first one is returned until it has rendered.
  const [queue, setQueue] = useState<EventQueue>({ kit, events: [] })
  useEffect(() => subscribeEvents(kit, { onEvent: (event) => setQueue((current) => queued(current, kit, event)) }), [kit])
  useEffect(() => {
    if (queue.events.length > 1) setQueue((current) => ({ kit: current.kit, events: current.events.slice(1) }))
  }, [queue])
  return queue.kit === kit && queue.events.length > 0 ? queue.events[0]! : latest
}

/** The events of one kit not yet returned (a new kit starts a new queue). */
type EventQueue = { kit: Kit; events: readonly KitEvent[] }

function queued(current: EventQueue, kit: Kit, event: KitEvent): EventQueue {
  return { kit, events: current.kit === kit ? [...current.events, event] : [event] }
}
