import { getVersion } from 'valtio/vanilla'
import { expect, test } from 'vitest'
import { getEvent, subscribeEvents, watchEvent } from '../getters/getEvent.js'
import { createTestKit, tick } from '../testKit.test-utils.js'
import { emitEvent } from './emitEvent.js'

test('behavior: the record is frozen and kept as it is (no proxy); getEvent, watchEvent and subscribeEvents see it', async () => {
  const kit = createTestKit()
  const watched: unknown[] = []
  const subscribed: unknown[] = []
  const unwatch = watchEvent(kit, { onChange: (event) => watched.push(event) })
  const unsubscribe = subscribeEvents(kit, { onEvent: (event) => subscribed.push(event) })
  const properties = { view: 'Connect' }
  emitEvent(kit, 'MODAL_OPEN', properties)
  properties.view = 'Account'
  await tick()
  const event = getEvent(kit)!
  expect(event.data).toEqual({ type: 'track', event: 'MODAL_OPEN', properties: { view: 'Connect' } })
  expect(event.timestamp).toBeTypeOf('number')
  expect(Object.isFrozen(event) && Object.isFrozen(event.data) && Object.isFrozen(event.data.properties)).toBe(true)
  // Not a proxy: the state holds the very record the listeners got.
  expect(getVersion(kit._internal.state.events.last)).toBeUndefined()
  expect(kit._internal.state.events.last).toBe(subscribed[0])
  expect(subscribed).toEqual([event])
  expect(watched).toEqual([event])
  emitEvent(kit, 'MODAL_CLOSE')
  await tick()
  expect(getEvent(kit)?.data).toEqual({ type: 'track', event: 'MODAL_CLOSE' })
  expect(watched).toHaveLength(2)
  unwatch()
  unsubscribe()
})
