import { createHash } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, test } from 'vitest'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_MINT_AUTHORITY, SOLANA_DEVNET_USDC_MINT_KEY } from './solanaAccounts.js'

describe('SOLANA_DEVNET_ACCOUNTS', () => {
  test('default: every key is Keypair.fromSeed(sha256(label))', () => {
    const keys = [...SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_USDC_MINT_KEY, SOLANA_DEVNET_MINT_AUTHORITY]
    for (const key of keys) {
      const keypair = Keypair.fromSeed(createHash('sha256').update(key.label).digest())
      expect(keypair.publicKey.toBase58()).toBe(key.address)
      expect(bs58.encode(keypair.secretKey)).toBe(key.secretKey)
    }
    expect(SOLANA_DEVNET_ACCOUNTS.map((key) => key.label)).toEqual(Array.from({ length: 10 }, (_, index) => `kit-devnet/solana/account/${index}`))
  })
})
