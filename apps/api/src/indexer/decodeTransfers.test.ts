import { describe, expect, it } from 'vitest'
import { decodeTransfers, TRANSFER_TOPIC } from './decodeTransfers.js'
import type { RpcBlock, RpcLog } from './rpcTypes.js'

const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'
const TOKEN = '0x00000000000000000000000000000000000000cc'
const word = (hex: string): string => `0x${hex.replace(/^0x/, '').padStart(64, '0')}`

const block: RpcBlock = {
  number: '0x10',
  hash: '0xblock',
  parentHash: '0xparent',
  timestamp: '0x64',
  transactions: [
    { hash: '0xT1', from: A, to: B, value: '0xde0b6b3a7640000', nonce: '0x3', transactionIndex: '0x0' },
    { hash: '0xt2', from: A, to: TOKEN, value: '0x0', nonce: '0x4', transactionIndex: '0x1' },
    { hash: '0xt3', from: A, to: null, value: '0x0', nonce: '0x5', transactionIndex: '0x2' },
  ],
}

describe('decodeTransfers', () => {
  it('default: native value, ERC-20 and ERC-721 transfers become rows', () => {
    const logs: RpcLog[] = [
      { address: TOKEN, topics: [TRANSFER_TOPIC, word(A), word(B)], data: word('0x2a'), blockNumber: '0x10', transactionHash: '0xt2', logIndex: '0x0' },
      {
        address: TOKEN,
        topics: [TRANSFER_TOPIC, word('0x0'), word(B), word('0x7')],
        data: '0x',
        blockNumber: '0x10',
        transactionHash: '0xt2',
        logIndex: '0x1',
      },
      // not a Transfer, and a malformed Transfer: ignored
      { address: TOKEN, topics: ['0x1234', word(A), word(B)], data: word('0x1'), blockNumber: '0x10', transactionHash: '0xt2', logIndex: '0x2' },
      { address: TOKEN, topics: [TRANSFER_TOPIC, word(A)], data: word('0x1'), blockNumber: '0x10', transactionHash: '0xt2', logIndex: '0x3' },
    ]
    const decoded = decodeTransfers('eip155:1', [block], logs, new Map([['0xt1', 'failed']]))
    expect(decoded.transfers).toEqual([
      {
        chainId: 'eip155:1',
        hash: '0xt1',
        logIndex: -1,
        kind: 'native',
        contract: null,
        from: A,
        to: B,
        amount: '1000000000000000000',
        tokenId: null,
        blockNumber: 16,
      },
      { chainId: 'eip155:1', hash: '0xt2', logIndex: 0, kind: 'erc20', contract: TOKEN, from: A, to: B, amount: '42', tokenId: null, blockNumber: 16 },
      {
        chainId: 'eip155:1',
        hash: '0xt2',
        logIndex: 1,
        kind: 'erc721',
        contract: TOKEN,
        from: '0x0000000000000000000000000000000000000000',
        to: B,
        amount: '1',
        tokenId: '7',
        blockNumber: 16,
      },
    ])
    expect(decoded.transactions.map((tx) => [tx.hash, tx.status, tx.nonce, tx.minedAt, tx.txIndex])).toEqual([
      ['0xt1', 'failed', 3, 100, 0],
      ['0xt2', 'confirmed', 4, 100, 1],
    ])
    expect(decoded.activity.map((row) => `${row.address}|${row.hash}`).sort()).toEqual([`${A}|0xt1`, `${A}|0xt2`, `${B}|0xt1`, `${B}|0xt2`])
    expect(decoded.nftOwners).toEqual([{ chainId: 'eip155:1', contract: TOKEN, tokenId: '7', owner: B, blockNumber: 16, logIndex: 1 }])
    expect([...decoded.contracts]).toEqual([[TOKEN, 'erc721']])
    expect([...decoded.addresses].sort()).toEqual([A, B])
  })

  it('behavior: keeps the last owner of an NFT moved twice in a range', () => {
    const logs: RpcLog[] = [
      { address: TOKEN, topics: [TRANSFER_TOPIC, word(A), word(B), word('0x1')], data: '0x', blockNumber: '0x10', transactionHash: '0xt2', logIndex: '0x5' },
      { address: TOKEN, topics: [TRANSFER_TOPIC, word(B), word(A), word('0x1')], data: '0x', blockNumber: '0x10', transactionHash: '0xt2', logIndex: '0x6' },
    ]
    expect(decodeTransfers('eip155:1', [block], logs, new Map()).nftOwners.map((row) => row.owner)).toEqual([A])
  })
})
