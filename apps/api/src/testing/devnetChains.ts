import { DEVNET_NAMES, DEVNET_NFT, DEVNET_UNISWAP, type Devnet } from '@kit/devnet'

type DevnetChain = Devnet['chains'][number]

/** The devnet's NFT collection, Uniswap V2 pool contracts and ENS resolver, as a chain's config. */
export const devnetContracts = {
  nftCollections: [{ address: DEVNET_NFT.address, name: DEVNET_NFT.name }],
  uniswapV2: { router: DEVNET_UNISWAP.router, factory: DEVNET_UNISWAP.factory, weth: DEVNET_UNISWAP.weth },
  ens: { universalResolver: DEVNET_NAMES.universalResolver },
}

/**
 * The devnet's chains as the API's `chains` config: id, name, RPC URL, ETH and the devnet tokens,
 * plus what `extra` adds to each (contracts, smart accounts).
 */
export function devnetChains(devnet: Pick<Devnet, 'chains' | 'tokens'>, extra: (chain: DevnetChain) => object = () => ({})) {
  return devnet.chains.map((chain) => ({
    id: `eip155:${chain.chainId}`,
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: Object.values(devnet.tokens).map((token) => ({ address: token.address, name: token.name, symbol: token.symbol, decimals: token.decimals })),
    ...extra(chain),
  }))
}
