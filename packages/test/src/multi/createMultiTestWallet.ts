import type { Page } from '@playwright/test'
import type { BitcoinTestWallet, CreateBitcoinTestWalletOptions } from '../bip122/bitcoinTestWallet.js'
import { createBitcoinTestWallet } from '../bip122/createBitcoinTestWallet.js'
import { type InjectedBitcoinTestWallet, injectBitcoinTestWallet } from '../bip122/injectBitcoinTestWallet.js'
import { createTestWallet } from '../eip155/createTestWallet.js'
import { type InjectedTestWallet, injectTestWallet, TEST_WALLET_NAME, TEST_WALLET_RDNS } from '../eip155/injectTestWallet.js'
import type { CreateTestWalletOptions, TestWallet } from '../eip155/testWallet.js'
import { TEST_WALLET_ICON } from '../eip155/testWalletIcon.js'
import { createSolanaTestWallet } from '../solana/createSolanaTestWallet.js'
import { injectSolanaTestWallet } from '../solana/injectSolanaTestWallet.js'
import type { CreateSolanaTestWalletOptions, SolanaTestWallet } from '../solana/solanaTestWallet.js'
import type { InjectedWalletStandardWallet } from './injectWalletStandardWallet.js'

export interface CreateMultiTestWalletOptions {
  /** The EVM part (EIP-1193, announced with EIP-6963). */
  readonly eip155: CreateTestWalletOptions
  /** The Solana part (a Wallet Standard wallet). */
  readonly solana: Omit<CreateSolanaTestWalletOptions, 'name' | 'icon'>
  /** The Bitcoin part (a Wallet Standard wallet); default account 0, both networks. */
  readonly bip122?: CreateBitcoinTestWalletOptions
  /** One name for every part (default 'Kit Test Wallet'): Kit shows the wallet once. */
  readonly name?: string
}

/**
 * One test wallet doing EVM, Solana and Bitcoin, the way multi-chain wallets (Phantom, ...)
 * appear in a page: an EIP-6963 provider and Wallet Standard wallets, all under the same name and
 * icon, each with its own keys, reject switch and overrides.
 */
export interface MultiTestWallet {
  readonly name: string
  readonly eip155: TestWallet
  readonly solana: SolanaTestWallet
  readonly bip122: BitcoinTestWallet
  /** Every part's reject switch at once. */
  setReject(reject: boolean): void
}

/** Makes one test wallet of EVM, Solana and Bitcoin parts (see `MultiTestWallet`); inject it with `injectMultiTestWallet`. */
export function createMultiTestWallet({ eip155, solana, bip122 = {}, name = TEST_WALLET_NAME }: CreateMultiTestWalletOptions): MultiTestWallet {
  const wallet = {
    name,
    eip155: createTestWallet(eip155),
    solana: createSolanaTestWallet({ ...solana, name }),
    bip122: createBitcoinTestWallet(bip122),
  }
  return {
    ...wallet,
    setReject(reject) {
      wallet.eip155.setReject(reject)
      wallet.solana.setReject(reject)
      wallet.bip122.setReject(reject)
    },
  }
}

export interface InjectedMultiTestWallet {
  readonly eip155: InjectedTestWallet
  readonly solana: InjectedWalletStandardWallet
  readonly bip122: InjectedBitcoinTestWallet
  dispose(): Promise<void>
}

/**
 * Puts all parts into `page` (before `page.goto`): the EVM part announced with EIP-6963 (rdns
 * `dev.kit.testwallet`), the Solana and Bitcoin parts as Wallet Standard wallets, all named
 * `wallet.name` with the Kit test wallet icon.
 */
export async function injectMultiTestWallet(page: Page, wallet: MultiTestWallet): Promise<InjectedMultiTestWallet> {
  const injected = {
    eip155: await injectTestWallet(page, wallet.eip155, { eip6963: { name: wallet.name, rdns: TEST_WALLET_RDNS, icon: TEST_WALLET_ICON } }),
    solana: await injectSolanaTestWallet(page, wallet.solana),
    bip122: await injectBitcoinTestWallet(page, wallet.bip122, { info: { name: wallet.name, icon: TEST_WALLET_ICON, rdns: TEST_WALLET_RDNS } }),
  }
  return {
    ...injected,
    async dispose() {
      await Promise.all([injected.eip155.dispose(), injected.solana.dispose(), injected.bip122.dispose()])
    },
  }
}
