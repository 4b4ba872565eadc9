// @vitest-environment happy-dom
import { connect, open } from '@kit/core'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, test } from 'vitest'
import { KitContext } from '../context.js'
import { createTestKit, tick } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { initialAppKitEvent, useAppKitEvents } from './useAppKitEvents.js'

test('default: a fixed MODAL_CREATED event before any event (no Date.now(), for hydration)', () => {
  const kit = createTestKit({ ssr: true })
  const { result } = renderHook(() => useAppKitEvents(), {
    // The bare context: nothing mounts the kit, so no event is ever tracked.
    wrapper: ({ children }: { children: ReactNode }) => <KitContext value={kit}>{children}</KitContext>,
  })
  expect(result.current).toBe(initialAppKitEvent)
  expect(result.current).toMatchInlineSnapshot(`
    {
      "data": {
        "event": "MODAL_CREATED",
        "type": "track",
      },
      "timestamp": 0,
    }
  `)
})

test('behavior: the latest event', async () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useAppKitEvents(), { wrapper: withKit(kit) })
  // Networks, not Connect: a connect made from Connect closes the modal (MODAL_CLOSE would be the latest).
  await act(async () => {
    open(kit, { view: 'Networks' })
    await tick()
  })
  expect(result.current.data).toEqual({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false, view: 'Networks' } })
  expect(result.current.timestamp).toBeGreaterThan(0)
  await act(async () => {
    await connect(kit, { connectorId: 'mock' })
    await tick()
  })
  expect(result.current.data.event).toBe('CONNECT_SUCCESS')
})

test('behavior: every event gets a render of its own, in order, also several sent in one tick', async () => {
  const kit = createTestKit()
  const seen: string[] = []
  renderHook(
    () => {
      const event = useAppKitEvents()
      if (seen.at(-1) !== event.data.event) seen.push(event.data.event)
      return event
    },
    { wrapper: withKit(kit) },
  )
  await act(async () => {
    // A connect from Connect: SELECT_WALLET, then CONNECT_SUCCESS and MODAL_CLOSE in the same tick.
    open(kit)
    await connect(kit, { connectorId: 'mock' })
    await tick()
    await tick()
  })
  expect(seen.slice(seen.indexOf('MODAL_OPEN'))).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE'])
})
