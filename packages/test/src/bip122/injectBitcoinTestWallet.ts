import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { serializeWalletResponse } from '../eip155/serializeWalletResponse.js'
import { BITCOIN_TEST_NETWORKS } from './bitcoinTestKeys.js'
import type { BitcoinTestWallet, BitcoinTestWalletEventName } from './bitcoinTestWallet.js'
import {
  type BitcoinTestWalletInfo,
  type BitcoinTestWalletShimConfig,
  type BitcoinTestWalletSink,
  createBitcoinTestWalletEventScript,
  createBitcoinTestWalletShim,
  runBitcoinTestWalletShim,
} from './createBitcoinTestWalletShim.js'

/** The name the Bitcoin test wallet announces (WBIP004 and Wallet Standard). */
export const BITCOIN_TEST_WALLET_NAME = 'Kit Bitcoin Test Wallet'
/** The rdns the Bitcoin test wallet announces unless `info.rdns` gives another. */
export const BITCOIN_TEST_WALLET_RDNS = 'dev.kit.bitcointestwallet'

const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="22" fill="#f7931a"/>',
  '<path d="M38 24v48M48 24v8M48 64v8M32 30h22a9 9 0 0 1 0 18H32M32 48h24a10 10 0 0 1 0 20H32" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>',
  '</svg>',
].join('')
/** Default icon of the Bitcoin test wallet (an SVG data URI). */
export const BITCOIN_TEST_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(SVG)}` as const

export interface InjectBitcoinTestWalletOptions {
  /** Wallet Standard name, icon and (non-standard) rdns; defaults above. */
  readonly info?: Partial<BitcoinTestWalletInfo>
  /** Register a Wallet Standard wallet (default true). */
  readonly walletStandard?: boolean
  /** Expose the sats-connect provider in `window.btc_providers` and as the `sats-connect:` feature (default false). */
  readonly satsConnect?: boolean
  /** Also set `window.XverseProviders.BitcoinProvider` (default false). */
  readonly xverse?: boolean
}

export interface InjectedBitcoinTestWallet {
  /** Window property of the page-side sink (`window[key].wallet`, `.provider`). */
  readonly key: string
  readonly info: BitcoinTestWalletInfo
  dispose(): Promise<void>
}

const EVENTS: readonly BitcoinTestWalletEventName[] = ['accountChange', 'networkChange', 'disconnect']

function shimConfig(wallet: BitcoinTestWallet, options: InjectBitcoinTestWalletOptions): BitcoinTestWalletShimConfig {
  const id = randomUUID().replaceAll('-', '')
  const walletStandard = options.walletStandard ?? true
  const satsConnect = options.satsConnect ?? false
  const xverse = options.xverse ?? false
  if (!walletStandard && !satsConnect && !xverse) throw new Error('Bitcoin test wallet: enable walletStandard, satsConnect and/or xverse')
  const networks = [...new Set(wallet.getAllAddresses().map((address) => address.network))]
  return {
    key: `__kitBitcoinTestWallet_${id}`,
    binding: `__kitBitcoinTestWalletRequest_${id}`,
    info: {
      name: options.info?.name ?? BITCOIN_TEST_WALLET_NAME,
      icon: options.info?.icon ?? BITCOIN_TEST_WALLET_ICON,
      rdns: options.info?.rdns ?? BITCOIN_TEST_WALLET_RDNS,
    },
    chains: networks.length ? networks : [BITCOIN_TEST_NETWORKS.testnet.caipNetworkId],
    walletStandard,
    satsConnect,
    xverse,
  }
}

const forward = (wallet: BitcoinTestWallet) => (args: { method: string; params: unknown }) =>
  serializeWalletResponse(() => wallet.request(args.method, args.params === null ? undefined : args.params))

function forwardEvents(wallet: BitcoinTestWallet, deliver: (event: string, payload: unknown) => void): () => void {
  const offs = EVENTS.map((event) => {
    const listener = (payload: unknown) => deliver(event, payload)
    wallet.on(event, listener)
    return () => wallet.removeListener(event, listener)
  })
  return () => offs.forEach((off) => off())
}

/**
 * Exposes `wallet` (which stays in the Node test process) to every frame of `page`, now and after
 * reloads: a Wallet Standard Bitcoin wallet and/or a sats-connect provider whose calls go back to
 * Node through `page.exposeBinding`, and which receive the wallet's events. Call before `page.goto`.
 */
export async function injectBitcoinTestWallet(
  page: Page,
  wallet: BitcoinTestWallet,
  options: InjectBitcoinTestWalletOptions = {},
): Promise<InjectedBitcoinTestWallet> {
  const config = shimConfig(wallet, options)
  const exposed = await page.exposeBinding(config.binding, (_source, args: { method: string; params: unknown }) => forward(wallet)(args))
  const shim = createBitcoinTestWalletShim(config)
  const initScript = await page.addInitScript({ content: shim })
  await Promise.all(page.frames().map((frame) => frame.evaluate(shim).catch(() => undefined)))
  const unsubscribe = forwardEvents(wallet, (event, payload) => {
    const script = createBitcoinTestWalletEventScript(config.key, event, payload)
    for (const frame of page.frames()) void frame.evaluate(script).catch(() => undefined)
  })
  page.once('close', unsubscribe)
  return {
    key: config.key,
    info: config.info,
    async dispose() {
      unsubscribe()
      page.off('close', unsubscribe)
      await Promise.allSettled([exposed.dispose(), initScript.dispose()])
    },
  }
}

export interface InstalledBitcoinTestWallet extends BitcoinTestWalletSink {
  readonly info: BitcoinTestWalletInfo
  dispose(): void
}

/**
 * The same page-side wallet installed on a stand-in window in Node (an `EventTarget`, e.g. for
 * adapter unit tests): calls go straight to `wallet`, events are delivered synchronously.
 */
export function installBitcoinTestWallet(
  target: EventTarget & Record<string, unknown>,
  wallet: BitcoinTestWallet,
  options: InjectBitcoinTestWalletOptions = {},
): InstalledBitcoinTestWallet {
  const config = shimConfig(wallet, options)
  target[config.binding] = forward(wallet)
  const sink = runBitcoinTestWalletShim(config, target)
  // Events cross a JSON boundary in the browser; keep Node the same.
  const unsubscribe = forwardEvents(wallet, (event, payload) => sink.emit(event, JSON.parse(JSON.stringify(payload))))
  return {
    ...sink,
    emit: sink.emit,
    info: config.info,
    dispose() {
      unsubscribe()
      delete target[config.binding]
    },
  }
}
