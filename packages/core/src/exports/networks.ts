// @kit/core/networks: ready network definitions. The EVM ones come from `viem/chains` (viem is
// an optional peer of @kit/core, needed only by this entry); Solana and Bitcoin are defined here.

export { anvil } from '../networks/anvil.js'
export { bitcoin, bitcoinTestnet } from '../networks/bitcoin.js'
export { defineNetwork } from '../networks/defineNetwork.js'
export {
  arbitrum,
  arbitrumSepolia,
  aurora,
  avalanche,
  base,
  baseSepolia,
  bsc,
  celo,
  fantom,
  gnosis,
  kaia,
  linea,
  mainnet,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  scroll,
  sepolia,
  zksync,
  zora,
} from '../networks/evmNetworks.js'
export { type FromViemChainReturnType, fromViemChain } from '../networks/fromViemChain.js'
export { solana, solanaDevnet, solanaTestnet } from '../networks/solana.js'
