import { expect, test } from 'vitest'
import { walletId } from './walletId.js'

test('walletId: the rdns when announced, lower case', () => {
  expect(walletId({ rdns: 'io.metamask', name: 'MetaMask' })).toBe('io.metamask')
  expect(walletId({ rdns: 'Dev.Kit.TestWallet', name: 'Kit Test Wallet' })).toBe('dev.kit.testwallet')
  expect(walletId({ rdns: ' com.acme wallet ', name: 'x' })).toBe('com.acme-wallet')
})

test('walletId: otherwise the name as a slug, the same in every namespace', () => {
  expect(walletId({ name: 'Acme BTC' })).toBe('acme-btc')
  expect(walletId({ name: 'Kit Test Wallet' })).toBe('kit-test-wallet')
  expect(walletId({ rdns: '', name: '  Xverse  Wallet!! ' })).toBe('xverse-wallet')
  expect(walletId({ name: 'Phantom (Solana)' })).toBe('phantom-solana')
  expect(walletId({ name: 'Überwallet 2' })).toBe('überwallet-2')
  expect(walletId({ name: '钱包' })).toBe('钱包')
})

test('walletId: never empty', () => {
  expect(walletId({ name: '' })).toBe('wallet')
  expect(walletId({ rdns: '...', name: '---' })).toBe('wallet')
})
