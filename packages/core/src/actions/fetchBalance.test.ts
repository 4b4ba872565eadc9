import { expect, test } from 'vitest'
import { getAccount } from '../getters/getAccount.js'
import { createTestKit } from '../testKit.test-utils.js'
import { connect } from './connect.js'

test('behavior: RPC down → balance cleared, error stamped, still connected', async () => {
  const kit = createTestKit({ mock: { features: { balanceError: true } } })
  await connect(kit, { connectorId: 'mock' })
  // The balance is read by a chunk loaded on first use (refreshBalance).
  await expect.poll(() => getAccount(kit).balanceError).toBeTypeOf('number')
  expect(getAccount(kit)).toMatchObject({ status: 'connected', balance: undefined, balanceSymbol: 'ETH' })
})
