import { solana, solanaDevnet, solanaTestnet } from '@kit/core'
import { expect, test } from 'vitest'
import { supportsNetwork, toCaipNetworkId, toWalletStandardChain, walletChainFor } from './solanaChains.js'

test('toWalletStandardChain', () => {
  expect(toWalletStandardChain(solana.caipNetworkId)).toBe('solana:mainnet')
  expect(toWalletStandardChain(solanaDevnet.caipNetworkId)).toBe('solana:devnet')
  expect(toWalletStandardChain(solanaTestnet.caipNetworkId)).toBe('solana:testnet')
  expect(toWalletStandardChain('solana:custom')).toBe('solana:custom')
})

test('supportsNetwork', () => {
  expect(supportsNetwork(['solana:devnet'], solanaDevnet.caipNetworkId)).toBe(true)
  expect(supportsNetwork([solanaDevnet.caipNetworkId], solanaDevnet.caipNetworkId)).toBe(true)
  expect(supportsNetwork(['solana:mainnet', 'bitcoin:mainnet'], solanaDevnet.caipNetworkId)).toBe(false)
  expect(supportsNetwork([], solanaDevnet.caipNetworkId)).toBe(true)
  expect(supportsNetwork(['bitcoin:mainnet'], solanaDevnet.caipNetworkId)).toBe(true)
})

test('walletChainFor', () => {
  expect(walletChainFor(['solana:devnet'], solanaDevnet.caipNetworkId)).toBe('solana:devnet')
  expect(walletChainFor([solanaDevnet.caipNetworkId], solanaDevnet.caipNetworkId)).toBe(solanaDevnet.caipNetworkId)
  expect(walletChainFor([], solanaDevnet.caipNetworkId)).toBe('solana:devnet')
})

test('toCaipNetworkId', () => {
  expect(toCaipNetworkId('solana:devnet', [solanaDevnet])).toBe(solanaDevnet.caipNetworkId)
  expect(toCaipNetworkId('solana:mainnet', [solanaDevnet])).toBe(solana.caipNetworkId)
  expect(toCaipNetworkId(solanaTestnet.caipNetworkId, [])).toBe(solanaTestnet.caipNetworkId)
  expect(toCaipNetworkId('solana:localnet', [solanaDevnet])).toBeUndefined()
})
