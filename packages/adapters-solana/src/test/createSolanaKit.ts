import {
  type CaipNetwork,
  type CreateKitOptions,
  createKit,
  createMemoryBackend,
  type Kit,
  type StorageBackend,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '@kit/core'
import { createWalletStandardHost, type SolanaTestWallet, toStandardWallet } from '@kit/test'
import type { Wallet } from '@wallet-standard/base'
import { type SolanaTokenInfo, solanaAdapter } from '../solanaAdapter.js'
import { createTestRegistry } from './createTestRegistry.js'

export type SolanaKit = { kit: Kit; wallet: Wallet; registry: ReturnType<typeof createTestRegistry>; devnetNetwork: CaipNetwork }

/** core's Solana Devnet pointed at the local devnet. */
export function localDevnet(rpcUrl: string): CaipNetwork {
  return { ...solanaDevnet, rpcUrls: { default: { http: [rpcUrl] } } }
}

/** The test wallet as an in-process Wallet Standard wallet. */
export function standardWalletOf(wallet: SolanaTestWallet): Wallet {
  return toStandardWallet(createWalletStandardHost({ name: wallet.name, icon: wallet.icon, parts: [wallet.part] })) as unknown as Wallet
}

/**
 * A real kit with the solana adapter (devnet first, then testnet and mainnet: remote, unreachable
 * offline), mounted as in a browser, over a registry holding the test wallet. Unmount after.
 */
export function createSolanaKit({
  rpcUrl,
  wallet,
  backend = createMemoryBackend(),
  enableReconnect = false,
  tokens,
  siwx,
}: {
  rpcUrl: string
  wallet: SolanaTestWallet
  backend?: StorageBackend
  enableReconnect?: boolean
  tokens?: readonly SolanaTokenInfo[]
  siwx?: CreateKitOptions['siwx']
}): SolanaKit {
  const registry = createTestRegistry()
  const standard = standardWalletOf(wallet)
  registry.register(standard)
  const devnetNetwork = localDevnet(rpcUrl)
  const kit = createKit({
    projectId: 'test',
    networks: [devnetNetwork, solanaTestnet, solana],
    adapters: [solanaAdapter({ getWallets: () => registry, tokens })],
    storage: backend,
    enableReconnect,
    environment: { isBrowser: () => true },
    ...(siwx ? { siwx } : {}),
  })
  return { kit, wallet: standard, registry, devnetNetwork }
}
