import type { Page } from '@playwright/test'
import { createWalletStandardHost } from '../multi/createWalletStandardHost.js'
import { type InjectedWalletStandardWallet, injectWalletStandardWallet } from '../multi/injectWalletStandardWallet.js'
import type { SolanaTestWallet } from './solanaTestWallet.js'

/**
 * Puts a Solana test wallet into `page` (every frame, now and after reloads) as a Wallet Standard
 * wallet with `standard:connect`, `standard:disconnect`, `standard:events` and the three
 * `solana:*` signing features; it stays in Node, calls cross a Playwright binding. Call it before
 * `page.goto`.
 */
export function injectSolanaTestWallet(page: Page, wallet: SolanaTestWallet): Promise<InjectedWalletStandardWallet> {
  return injectWalletStandardWallet(page, createWalletStandardHost({ name: wallet.name, icon: wallet.icon, parts: [wallet.part] }))
}
