import { afterEach, expect, test, vi } from 'vitest'
import { getAccount } from '../getters/getAccount.js'
import { createTestKit, tick } from '../testKit.test-utils.js'
import { connect } from './connect.js'
import { fetchBalance } from './fetchBalance.js'

afterEach(() => {
  vi.useRealTimers()
})

function countBalanceReads(kit: ReturnType<typeof createTestKit>, fail: { value: boolean }) {
  const adapter = kit._internal.adapters.get('eip155')! as { getBalance: (...args: never[]) => Promise<unknown> }
  const original = adapter.getBalance.bind(adapter)
  const calls = { count: 0 }
  adapter.getBalance = async (...args: never[]) => {
    calls.count++
    if (fail.value) throw new Error('RPC down')
    return original(...args)
  }
  return calls
}

test('behavior: cache: true reuses a native balance read less than 30 s ago', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const kit = createTestKit()
  const fail = { value: false }
  const calls = countBalanceReads(kit, fail)
  await connect(kit, { connectorId: 'mock' })
  await tick()
  expect(calls.count).toBe(1)
  await fetchBalance(kit, { cache: true })
  expect(calls.count).toBe(1)
  expect(getAccount(kit).balance).toBe('1.234567')
  vi.setSystemTime(Date.now() + 30_000)
  await fetchBalance(kit, { cache: true })
  expect(calls.count).toBe(2)
  await fetchBalance(kit)
  expect(calls.count).toBe(3)
})

test('behavior: after a failure, no new read for 30 s (cache: true)', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const kit = createTestKit()
  const fail = { value: true }
  const calls = countBalanceReads(kit, fail)
  await connect(kit, { connectorId: 'mock' })
  await tick()
  const stamped = getAccount(kit).balanceError
  expect(stamped).toBeTypeOf('number')
  fail.value = false
  vi.setSystemTime(Date.now() + 29_000)
  await fetchBalance(kit, { cache: true })
  expect(calls.count).toBe(1)
  expect(getAccount(kit).balanceError).toBe(stamped)
  vi.setSystemTime(Date.now() + 1_000)
  await fetchBalance(kit, { cache: true })
  expect(calls.count).toBe(2)
  expect(getAccount(kit)).toMatchObject({ balance: '1.234567', balanceError: undefined })
})
