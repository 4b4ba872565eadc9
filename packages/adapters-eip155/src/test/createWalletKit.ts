import { anvil, createKit, createMemoryBackend, type Kit, type StorageBackend } from '@kit/core'
import { eip155Adapter } from '../eip155Adapter.js'
import { secondAnvilNetwork } from './anvilNetworks.js'
import { createTestWindow, type TestWindow } from './createTestWindow.js'
import { createLocalProvider, type LocalProvider } from './localProvider.js'

export type WalletKitParameters = {
  /** RPC URLs of the two test chains: 31337 and 31338. */
  rpcUrls: { 31337: string; 31338: string }
  /** Chains the wallet knows at start (the others need wallet_addEthereumChain). Default [31337]. */
  walletChainIds?: number[]
  defaultNetworkId?: 'eip155:31337' | 'eip155:31338'
  backend?: StorageBackend
  enableReconnect?: boolean
}

export type WalletKit = { kit: Kit; provider: LocalProvider; window: TestWindow }

/**
 * A real kit with the eip155 adapter, mounted (as in a browser) on a stand-in `window` whose legacy
 * `window.ethereum` is a local wallet. Call `kit._internal.unmount()` after.
 */
export function createWalletKit({
  rpcUrls,
  walletChainIds = [31337],
  defaultNetworkId,
  backend = createMemoryBackend(),
  enableReconnect = false,
}: WalletKitParameters): WalletKit {
  const provider = createLocalProvider({
    chains: Object.fromEntries(walletChainIds.map((id) => [id, rpcUrls[id as 31337 | 31338]])),
    chainId: walletChainIds[0]!,
  })
  const window = createTestWindow({ ethereum: provider })
  // core's `anvil` keeps its default URL; the kit's rpcUrls option comes first (AdapterContext.getRpcUrls).
  const networks = [anvil, secondAnvilNetwork(rpcUrls[31338])]
  const kit = createKit({
    projectId: 'test',
    networks,
    defaultNetwork: networks.find((network) => network.caipNetworkId === defaultNetworkId),
    adapters: [eip155Adapter({ getWindow: () => window })],
    storage: backend,
    rpcUrls: { 'eip155:31337': [rpcUrls[31337]] },
    enableReconnect,
    environment: { isBrowser: () => true },
  })
  return { kit, provider, window }
}
