/** Chain namespaces Kit knows (docs/rules/validation.md). */
export type Namespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'

/** CAIP-2 network id, e.g. `eip155:8453`. */
export type CaipNetworkId = `${string}:${string}`

/** CAIP-10 account id, e.g. `eip155:8453:0xabc…`. */
export type CaipAddress = `${string}:${string}:${string}`

/** A network as docs/rules/entities.md describes it. */
export type CaipNetwork = {
  id: number | string
  name: string
  network?: string | undefined
  chainNamespace: Namespace
  caipNetworkId: CaipNetworkId
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: {
    default: { http: readonly string[] }
    chainDefault?: { http: readonly string[] } | undefined
  }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
  assets?: { imageId?: string | undefined; imageUrl?: string | undefined } | undefined
}
