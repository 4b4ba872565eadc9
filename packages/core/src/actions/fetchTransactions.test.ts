import { describe, expect, test } from 'vitest'
import { json } from '../api/api.test-utils.js'
import { createApiTestKit, createFakeApi } from '../api/fakeApi.test-utils.js'
import { getTransactions, groupTransactions, isShownTransaction } from '../getters/getTransactions.js'
import { testAddress } from '../testKit.test-utils.js'
import { connect } from './connect.js'
import { fetchTransactions } from './fetchTransactions.js'
import { invalidateAccountData } from './invalidateAccountData.js'

const transaction = (id: string, minedAt: string, { chain = 'eip155:31337', spam = [false] as boolean[] } = {}) => ({
  id,
  metadata: { operationType: 'send', hash: id, minedAt, sentFrom: testAddress, sentTo: '0x01', status: 'confirmed', nonce: 0, chain },
  transfers: spam.map((is_spam, index) =>
    index % 2
      ? { nft_info: { name: 'NFT', content: { preview: { url: '' } }, flags: { is_spam } }, direction: 'in' as const, quantity: { numeric: '1' } }
      : { fungible_info: { symbol: 'USDC', flags: { is_spam } }, direction: 'out' as const, quantity: { numeric: '1' } },
  ),
})

describe('transactions', () => {
  test('isShownTransaction: every transfer spam, or another chain → dropped', () => {
    expect(isShownTransaction(transaction('a', '2026-01-01T00:00:00Z'), 'eip155:31337')).toBe(true)
    expect(isShownTransaction(transaction('a', '2026-01-01T00:00:00Z', { spam: [true, true] }), 'eip155:31337')).toBe(false)
    expect(isShownTransaction(transaction('a', '2026-01-01T00:00:00Z', { spam: [true, false] }), 'eip155:31337')).toBe(true)
    expect(isShownTransaction(transaction('a', '2026-01-01T00:00:00Z', { chain: 'eip155:8453' }), 'eip155:31337')).toBe(false)
  })

  test('groupTransactions: by year and month, newest first', () => {
    const groups = groupTransactions([
      transaction('old', '2025-12-15T12:00:00Z'),
      transaction('new', '2026-02-15T12:00:00Z'),
      transaction('mid', '2026-02-01T12:00:00Z'),
    ])
    expect(groups.map((group) => [group.year, group.month, group.transactions.map((item) => item.id)])).toEqual([
      [2026, 1, ['new', 'mid']],
      [2025, 11, ['old']],
    ])
  })

  test('default: first page, load more by cursor, chain filter', async () => {
    const api = createFakeApi({
      'GET /v1/account/': ({ url }) =>
        url.searchParams.get('cursor') === 'c2'
          ? { data: [transaction('c', '2025-12-01T12:00:00Z')], next: null }
          : { data: [transaction('a', '2026-02-01T12:00:00Z'), transaction('b', '2026-01-01T12:00:00Z', { spam: [true] })], next: 'c2' },
    })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    await fetchTransactions(kit)
    expect(getTransactions(kit)).toMatchObject({ status: 'success', hasMore: true, supported: true })
    expect(getTransactions(kit).groups.flatMap((group) => group.transactions.map((item) => item.id))).toEqual(['a'])
    await fetchTransactions(kit, { more: true })
    expect(getTransactions(kit).groups.flatMap((group) => group.transactions.map((item) => item.id))).toEqual(['a', 'c'])
    expect(getTransactions(kit).hasMore).toBe(false)
    const history = api.requests.filter((request) => request.url.pathname.endsWith('/history'))
    expect(history.map((request) => [request.url.searchParams.get('chainId'), request.url.searchParams.get('cursor')])).toEqual([
      ['eip155:31337', null],
      ['eip155:31337', 'c2'],
    ])
    // Fresh for 30 s, unless invalidated (after a send).
    await fetchTransactions(kit)
    expect(api.count('GET', '/v1/account/')).toBe(2)
    invalidateAccountData(kit)
    await fetchTransactions(kit)
    expect(api.count('GET', '/v1/account/')).toBe(3)
    expect(getTransactions(kit).hasMore).toBe(true)
  })

  test('behavior: failure → Failed to fetch transactions', async () => {
    const api = createFakeApi({ 'GET /v1/account/': () => json({ message: 'Server Error', code: 'SERVER_ERROR' }, 500) })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    await fetchTransactions(kit)
    expect(getTransactions(kit)).toMatchObject({ status: 'error', error: { message: 'Failed to fetch transactions', status: 500 } })
  })

  test("behavior: no account → Transactions can't be fetched without an accountAddress", async () => {
    const api = createFakeApi()
    const kit = createApiTestKit(api)
    await fetchTransactions(kit)
    expect(getTransactions(kit)).toMatchObject({
      status: 'error',
      error: { message: "Transactions can't be fetched without an accountAddress" },
    })
    expect(api.count('GET', '/v1/account/')).toBe(0)
  })
})
