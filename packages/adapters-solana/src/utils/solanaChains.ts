import type { CaipNetwork, CaipNetworkId } from '@kit/core'

/**
 * Wallet Standard names the Solana clusters `solana:mainnet`, `solana:devnet`, `solana:testnet`
 * (`@solana/wallet-standard-chains`); Kit names networks by CAIP-2 (the genesis hash prefix).
 */
const walletStandardNames: Readonly<Record<string, `solana:${string}`>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** The Wallet Standard chain of a CAIP-2 network (itself for a cluster without a standard name). */
export function toWalletStandardChain(networkId: string): `solana:${string}` {
  return walletStandardNames[networkId] ?? (networkId as `solana:${string}`)
}

export function isSolanaChain(chain: string): boolean {
  return chain.startsWith('solana:')
}

/**
 * Whether a wallet (or account) that lists `chains` can use the network: by its standard name
 * or its CAIP-2 id. An empty list says nothing, so it counts as yes.
 */
export function supportsNetwork(chains: readonly string[], networkId: string): boolean {
  const solanaChains = chains.filter(isSolanaChain)
  return solanaChains.length === 0 || solanaChains.includes(toWalletStandardChain(networkId)) || solanaChains.includes(networkId)
}

/** The chain identifier to send a wallet for a network: the form the wallet lists, standard name first. */
export function walletChainFor(chains: readonly string[], networkId: string): `solana:${string}` {
  const standard = toWalletStandardChain(networkId)
  if (!chains.includes(standard) && chains.includes(networkId)) return networkId as `solana:${string}`
  return standard
}

/** The CAIP-2 id for a wallet's chain: a configured network first, then the known clusters. */
export function toCaipNetworkId(chain: string, networks: readonly CaipNetwork[]): CaipNetworkId | undefined {
  const configured = networks.find((network) => network.caipNetworkId === chain || toWalletStandardChain(network.caipNetworkId) === chain)
  if (configured) return configured.caipNetworkId
  const known = Object.entries(walletStandardNames).find(([, name]) => name === chain)?.[0]
  return (known ?? (/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(chain) ? chain : undefined)) as CaipNetworkId | undefined
}
