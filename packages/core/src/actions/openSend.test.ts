import { afterEach, describe, expect, test, vi } from 'vitest'
import type { SendTransactionParameters } from '../adapters/contract.js'
import { createApiTestKit, createFakeApi, flush } from '../api/fakeApi.test-utils.js'
import { UserRejectedRequestError } from '../errors/wallet.js'
import { getModalState } from '../getters/getModalState.js'
import { getRouter } from '../getters/getRouter.js'
import { getSend } from '../getters/getSend.js'
import { getSendTokens } from '../getters/getSendTokens.js'
import { createTestKit, testAddress2 } from '../testKit.test-utils.js'
import { close } from './close.js'
import { connect } from './connect.js'
import { openSend } from './openSend.js'
import { startSend } from './startSend.js'
import { submitSend } from './submitSend.js'
import { updateSend } from './updateSend.js'

const hash = `0x${'ab'.repeat(32)}`
const usdcAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const balances = [
  { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 0, price: 0, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: '' },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:31337',
    address: `eip155:31337:${usdcAddress}`,
    value: 10,
    price: 1,
    quantity: { decimals: '6', numeric: '10' },
    iconUrl: 'http://api.test/public/getTokenImage/USDC',
  },
  {
    name: 'Zero',
    symbol: 'ZERO',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x01',
    value: 0,
    price: 0,
    quantity: { decimals: '0', numeric: '3' },
    iconUrl: '',
  },
]

function setup({ reject = false } = {}) {
  const sent: SendTransactionParameters[] = []
  const sendTransaction = vi.fn(async (parameters: SendTransactionParameters) => {
    if (reject) throw new UserRejectedRequestError()
    sent.push(parameters)
    return hash
  })
  const api = createFakeApi({
    'GET /v1/account/': (request) => (request.url.pathname.endsWith('/history') ? { data: [], next: null } : { balances }),
  })
  const kit = createApiTestKit(api, { mock: { features: { sendTransaction, tokenTransfers: true } } })
  return { kit, sent, api }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('getSendTokens', () => {
  test('default: the native balance alone without the token list', async () => {
    const kit = createTestKit()
    expect(getSendTokens(kit)).toEqual([])
    await connect(kit, { connectorId: 'mock' })
    await vi.waitUntil(() => getSendTokens(kit).length > 0)
    expect(getSendTokens(kit)).toMatchInlineSnapshot(`
      [
        {
          "balance": "1.234567",
          "decimals": 18,
          "name": "Ether",
          "networkId": "eip155:31337",
          "symbol": "ETH",
        },
      ]
    `)
    expect(getSendTokens(kit)).toBe(getSendTokens(kit))
  })

  test('behavior: the API tokens, native first with the adapter balance, zero decimals dropped', async () => {
    const { kit } = setup()
    await connect(kit, { connectorId: 'mock' })
    startSend(kit)
    await vi.waitUntil(() => getSendTokens(kit).length === 2)
    expect(getSendTokens(kit).map(({ symbol, balance, address }) => ({ symbol, balance, address }))).toEqual([
      { symbol: 'ETH', balance: '1.234567', address: undefined },
      { symbol: 'USDC', balance: '10', address: usdcAddress },
    ])
  })
})

describe('openSend', () => {
  test('default: opens WalletSend and resolves with the hash', async () => {
    const { kit, sent } = setup()
    await connect(kit, { connectorId: 'mock' })
    const promise = openSend(kit, { token: 'USDC', amount: '2.5', to: testAddress2 })
    expect(getModalState(kit).open).toBe(true)
    expect(getRouter(kit).view).toBe('WalletSend')
    // The token given by symbol is picked once the token list arrives.
    await vi.waitUntil(() => getSend(kit).token?.symbol === 'USDC')
    expect(getSend(kit)).toMatchObject({ amount: '2.5', to: testAddress2, status: 'idle' })
    await submitSend(kit)
    await expect(promise).resolves.toBe(hash)
    expect(sent).toEqual([{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: usdcAddress, value: 0n, data: `transfer:${testAddress2}:2500000` }])
    expect(getSend(kit)).toMatchObject({ status: 'success', hash, networkId: 'eip155:31337' })
  })

  test('behavior: rejects with Modal closed when the modal closes first', async () => {
    const { kit } = setup()
    await connect(kit, { connectorId: 'mock' })
    const promise = openSend(kit)
    close(kit)
    await expect(promise).rejects.toMatchObject({ name: 'ModalClosedError', shortMessage: 'Modal closed' })
  })

  test('behavior: a refusal stays in the flow; a retry can still resolve', async () => {
    const { kit } = setup({ reject: true })
    await connect(kit, { connectorId: 'mock' })
    await vi.waitUntil(() => getSendTokens(kit).length > 0)
    const promise = openSend(kit, { token: 'native', amount: '0.1', to: testAddress2 })
    expect(getSend(kit).token?.symbol).toBe('ETH')
    await submitSend(kit)
    expect(getSend(kit)).toMatchObject({ status: 'error', error: { name: 'UserRejectedRequestError' } })
    updateSend(kit, { amount: '0.2' })
    expect(getSend(kit)).toMatchObject({ status: 'idle', error: undefined, amount: '0.2' })
    close(kit)
    await expect(promise).rejects.toThrow('Modal closed')
  })
})

describe('submitSend', () => {
  test('behavior: bad input is an error in the slice and nothing is sent', async () => {
    const { kit, sent } = setup()
    await connect(kit, { connectorId: 'mock' })
    startSend(kit)
    await submitSend(kit)
    expect(getSend(kit).error).toEqual({ name: 'SendParametersRequiredError', message: 'An amount and receiver address are required' })
    updateSend(kit, { amount: '1', to: testAddress2 })
    await submitSend(kit)
    expect(getSend(kit).error).toEqual({ name: 'SendTokenRequiredError', message: 'A token is required' })
    await vi.waitUntil(() => getSendTokens(kit).length === 2)
    updateSend(kit, { token: getSendTokens(kit)[1], amount: '11' })
    await submitSend(kit)
    expect(getSend(kit).error).toEqual({ name: 'InsufficientFundsError', message: 'Insufficient funds' })
    updateSend(kit, { amount: '1', to: 'not an address' })
    await submitSend(kit)
    expect(getSend(kit).error).toEqual({ name: 'InvalidAddressError', message: 'Invalid address' })
    expect(sent).toEqual([])
  })

  test('behavior: after a send the tokens and the activity are read again until the transaction is listed', async () => {
    const { kit, api } = setup()
    let listed = false
    api.routes['GET /v1/account/'] = (request) =>
      request.url.pathname.endsWith('/history')
        ? {
            data: listed
              ? [
                  {
                    id: `eip155:31337:${hash}`,
                    metadata: {
                      operationType: 'send',
                      hash,
                      minedAt: new Date().toISOString(),
                      sentFrom: 'a',
                      sentTo: 'b',
                      status: 'confirmed',
                      chain: 'eip155:31337',
                    },
                    transfers: [],
                  },
                ]
              : [],
            next: null,
          }
        : { balances }
    await connect(kit, { connectorId: 'mock' })
    await vi.waitUntil(() => getSendTokens(kit).length > 0)
    startSend(kit, { token: 'native', amount: '0.1', to: testAddress2 })
    await flush()
    const history = () => api.requests.filter((request) => request.url.pathname.endsWith('/history')).length
    const before = history()
    await submitSend(kit)
    await vi.waitUntil(() => history() === before + 1)
    listed = true
    await vi.waitUntil(() => history() === before + 2, { timeout: 2_000 })
    await new Promise((resolve) => setTimeout(resolve, 1_700))
    expect(history()).toBe(before + 2)
  })
})
