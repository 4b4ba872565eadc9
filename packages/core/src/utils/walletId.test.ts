import { expect, test } from 'vitest'
import { slug, walletId } from './walletId.js'

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
  expect(walletId({ name: 'Über Wallet — Pro #1' })).toBe('über-wallet-pro-1')
  expect(walletId({ rdns: 'io.Müller.Wallet', name: 'x' })).toBe('io.müller.wallet')
  expect(walletId({ name: 'Tab\tWallet' })).toBe('tab-wallet')
})

test('walletId: never empty', () => {
  expect(walletId({ name: '' })).toBe('wallet')
  expect(walletId({ rdns: '...', name: '---' })).toBe('wallet')
})

test('slug: letters and digits joined by the separator, dots only when kept', () => {
  expect(slug('Meta Mask!', '')).toBe('metamask')
  expect(slug('Über Wallet 2', '')).toBe('überwallet2')
  expect(slug(' io.Acme ', '-', true)).toBe('io.acme')
  expect(slug('io.acme', '')).toBe('ioacme')
})
