import { bitcoin, bitcoinTestnet, type CaipNetwork, createKit, createMemoryBackend, type Kit, type StorageBackend } from '@kit/core'
import {
  type BitcoinTestWallet,
  type CreateBitcoinTestWalletOptions,
  createBitcoinTestWallet,
  type InjectBitcoinTestWalletOptions,
  type InstalledBitcoinTestWallet,
  installBitcoinTestWallet,
} from '@kit/test'
import { type BitcoinAdapterParameters, bitcoinAdapter } from '../bitcoinAdapter.js'

export type TestWindow = EventTarget & Record<string, unknown>

export type BitcoinKitParameters = {
  /** Esplora URL of the local service (stands in for Bitcoin Testnet). */
  esploraUrl: string
  wallet?: CreateBitcoinTestWalletOptions | undefined
  inject?: InjectBitcoinTestWalletOptions | undefined
  adapter?: Omit<BitcoinAdapterParameters, 'getWindow'> | undefined
  networks?: readonly CaipNetwork[] | undefined
  backend?: StorageBackend | undefined
  enableReconnect?: boolean | undefined
}

export type BitcoinKit = { kit: Kit; wallet: BitcoinTestWallet; window: TestWindow; installed: InstalledBitcoinTestWallet; stop(): void }

/**
 * A real kit with the bip122 adapter, mounted (as in a browser) on a stand-in `window` where the
 * @kit/test Bitcoin wallet is installed with the same page-side code the browser gets.
 */
export function createBitcoinKit({
  esploraUrl,
  wallet: walletOptions,
  inject,
  adapter,
  networks = [bitcoinTestnet, bitcoin],
  backend = createMemoryBackend(),
  enableReconnect = false,
}: BitcoinKitParameters): BitcoinKit {
  const window = new EventTarget() as TestWindow
  const wallet = createBitcoinTestWallet({ esploraUrls: { testnet: esploraUrl }, ...walletOptions })
  const installed = installBitcoinTestWallet(window, wallet, inject)
  const kit = createKit({
    projectId: 'test',
    networks: networks as [CaipNetwork, ...CaipNetwork[]],
    adapters: [bitcoinAdapter({ ...adapter, getWindow: () => window })],
    storage: backend,
    rpcUrls: { [bitcoinTestnet.caipNetworkId]: [esploraUrl] },
    enableReconnect,
    environment: { isBrowser: () => true },
  })
  return {
    kit,
    wallet,
    window,
    installed,
    stop() {
      kit._internal.unmount()
      installed.dispose()
    },
  }
}
