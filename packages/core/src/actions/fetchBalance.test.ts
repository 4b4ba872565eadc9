import { expect, test } from 'vitest'
import { getAccount } from '../getters/getAccount.js'
import { createTestKit, tick } from '../testKit.test-utils.js'
import { connect } from './connect.js'

test('behavior: RPC down → balance cleared, error stamped, still connected', async () => {
  const kit = createTestKit({ mock: { features: { balanceError: true } } })
  await connect(kit, { connectorId: 'mock' })
  await tick()
  expect(getAccount(kit)).toMatchObject({ status: 'connected', balance: undefined, balanceSymbol: 'ETH' })
  expect(getAccount(kit).balanceError).toBeTypeOf('number')
})
