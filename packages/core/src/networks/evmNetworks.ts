import * as chains from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

// The common EVM networks, derived from viem's chain definitions so ids, RPC URLs and explorers
// stay current with viem. Each is a pure call: a bundle keeps only the networks it imports.
// docs/rules/limits.md's swap networks are all here (1, 42161, 10, 324, 8453, 56, 137, 100, 43114,
// 250, 8217, 1313161554).

/** Ethereum mainnet (eip155:1), from viem's definition. */
export const mainnet = /*#__PURE__*/ fromViemChain(chains.mainnet)
/** Sepolia, Ethereum's test network (eip155:11155111), from viem's definition. */
export const sepolia = /*#__PURE__*/ fromViemChain(chains.sepolia)
/** Base (eip155:8453), from viem's definition. */
export const base = /*#__PURE__*/ fromViemChain(chains.base)
/** Base Sepolia, Base's test network (eip155:84532), from viem's definition. */
export const baseSepolia = /*#__PURE__*/ fromViemChain(chains.baseSepolia)
/** OP Mainnet (eip155:10), from viem's definition. */
export const optimism = /*#__PURE__*/ fromViemChain(chains.optimism)
/** OP Sepolia, OP Mainnet's test network (eip155:11155420), from viem's definition. */
export const optimismSepolia = /*#__PURE__*/ fromViemChain(chains.optimismSepolia)
/** Arbitrum One (eip155:42161), from viem's definition. */
export const arbitrum = /*#__PURE__*/ fromViemChain(chains.arbitrum)
/** Arbitrum Sepolia, Arbitrum's test network (eip155:421614), from viem's definition. */
export const arbitrumSepolia = /*#__PURE__*/ fromViemChain(chains.arbitrumSepolia)
/** Polygon PoS (eip155:137), from viem's definition. */
export const polygon = /*#__PURE__*/ fromViemChain(chains.polygon)
/** Polygon Amoy, Polygon's test network (eip155:80002), from viem's definition. */
export const polygonAmoy = /*#__PURE__*/ fromViemChain(chains.polygonAmoy)
/** BNB Smart Chain (eip155:56), from viem's definition. */
export const bsc = /*#__PURE__*/ fromViemChain(chains.bsc)
/** Avalanche C-Chain (eip155:43114), from viem's definition. */
export const avalanche = /*#__PURE__*/ fromViemChain(chains.avalanche)
/** Gnosis Chain (eip155:100), from viem's definition. */
export const gnosis = /*#__PURE__*/ fromViemChain(chains.gnosis)
/** ZKsync Era (eip155:324), from viem's definition. */
export const zksync = /*#__PURE__*/ fromViemChain(chains.zksync)
/** Linea (eip155:59144), from viem's definition. */
export const linea = /*#__PURE__*/ fromViemChain(chains.linea)
/** Scroll (eip155:534352), from viem's definition. */
export const scroll = /*#__PURE__*/ fromViemChain(chains.scroll)
/** Celo (eip155:42220), from viem's definition. */
export const celo = /*#__PURE__*/ fromViemChain(chains.celo)
/** Zora (eip155:7777777), from viem's definition. */
export const zora = /*#__PURE__*/ fromViemChain(chains.zora)
/** Fantom Opera (eip155:250), from viem's definition. */
export const fantom = /*#__PURE__*/ fromViemChain(chains.fantom)
/** Kaia (eip155:8217), from viem's definition. */
export const kaia = /*#__PURE__*/ fromViemChain(chains.kaia)
/** Aurora (eip155:1313161554), from viem's definition. */
export const aurora = /*#__PURE__*/ fromViemChain(chains.aurora)
