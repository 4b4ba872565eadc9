/** The three Solana clusters Kit defines (docs/rules/entities.md), by CAIP-2 id and full genesis hash. */
export const SOLANA_CLUSTERS = {
  mainnet: {
    name: 'Solana',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
    remoteRpcUrl: 'https://api.mainnet-beta.solana.com',
  },
  devnet: {
    name: 'Solana Devnet',
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
    remoteRpcUrl: 'https://api.devnet.solana.com',
  },
  testnet: {
    name: 'Solana Testnet',
    caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    genesisHash: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
    remoteRpcUrl: 'https://api.testnet.solana.com',
  },
} as const

export type SolanaClusterName = keyof typeof SOLANA_CLUSTERS

/** One cluster as a running local devnet reports it: either served locally or marked remote. */
export interface SolanaDevnetCluster {
  readonly cluster: SolanaClusterName
  readonly name: string
  readonly caipNetworkId: string
  readonly genesisHash: string
  /** True for the one cluster this process serves; the others point at the public RPC (unreachable offline). */
  readonly local: boolean
  readonly rpcUrl: string
  /** Local WebSocket URL; for a remote cluster the public endpoint's `wss://` form. */
  readonly wsUrl: string
}

/**
 * Describes all three clusters for a devnet that answers as `localCluster` (its `getGenesisHash`
 * returns that cluster's hash, so its CAIP-2 id resolves to the local server).
 */
export function describeSolanaClusters(
  localCluster: SolanaClusterName,
  local: { readonly rpcUrl: string; readonly wsUrl: string },
): readonly SolanaDevnetCluster[] {
  return (Object.keys(SOLANA_CLUSTERS) as SolanaClusterName[]).map((cluster) => {
    const config = SOLANA_CLUSTERS[cluster]
    const isLocal = cluster === localCluster
    return {
      cluster,
      name: config.name,
      caipNetworkId: config.caipNetworkId,
      genesisHash: config.genesisHash,
      local: isLocal,
      rpcUrl: isLocal ? local.rpcUrl : config.remoteRpcUrl,
      wsUrl: isLocal ? local.wsUrl : config.remoteRpcUrl.replace(/^https:/, 'wss:'),
    }
  })
}
