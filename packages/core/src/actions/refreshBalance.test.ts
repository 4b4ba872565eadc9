import { expect, test } from 'vitest'
import { getAccount } from '../getters/getAccount.js'
import { createTestKit } from '../testKit.test-utils.js'
import { connect } from './connect.js'
import { refreshBalance } from './refreshBalance.js'

test('behavior: loading while the balance chunk and the read are under way, then the balance', async () => {
  const kit = createTestKit()
  await connect(kit, { connectorId: 'mock' })
  await expect.poll(() => getAccount(kit).balance).toBe('1.234567')
  const account = kit._internal.state.chains.namespaces.eip155!.account
  account.balance = undefined
  const refreshed = refreshBalance(kit, { namespace: 'eip155' })
  expect(getAccount(kit).balanceLoading).toBe(true)
  await refreshed
  expect(getAccount(kit)).toMatchObject({ balance: '1.234567', balanceLoading: false })
})

test('behavior: a cached balance ends the loading too; nothing is marked loading while disconnected', async () => {
  const kit = createTestKit()
  const disconnected = refreshBalance(kit)
  expect(getAccount(kit).balanceLoading).toBe(false)
  await disconnected
  expect(getAccount(kit).balanceLoading).toBe(false)
  await connect(kit, { connectorId: 'mock' })
  await expect.poll(() => getAccount(kit).balance).toBe('1.234567')
  await refreshBalance(kit, { cache: true })
  expect(getAccount(kit)).toMatchObject({ balance: '1.234567', balanceLoading: false })
})
