import * as chains from 'viem/chains'
import { fromViemChain } from './fromViemChain.js'

// The common EVM networks, derived from viem's chain definitions so ids, RPC URLs and explorers
// stay current with viem. Each is a pure call: a bundle keeps only the networks it imports.
// docs/rules/limits.md's swap networks are all here (1, 42161, 10, 324, 8453, 56, 137, 100, 43114,
// 250, 8217, 1313161554).

export const mainnet = /*#__PURE__*/ fromViemChain(chains.mainnet)
export const sepolia = /*#__PURE__*/ fromViemChain(chains.sepolia)
export const base = /*#__PURE__*/ fromViemChain(chains.base)
export const baseSepolia = /*#__PURE__*/ fromViemChain(chains.baseSepolia)
export const optimism = /*#__PURE__*/ fromViemChain(chains.optimism)
export const optimismSepolia = /*#__PURE__*/ fromViemChain(chains.optimismSepolia)
export const arbitrum = /*#__PURE__*/ fromViemChain(chains.arbitrum)
export const arbitrumSepolia = /*#__PURE__*/ fromViemChain(chains.arbitrumSepolia)
export const polygon = /*#__PURE__*/ fromViemChain(chains.polygon)
export const polygonAmoy = /*#__PURE__*/ fromViemChain(chains.polygonAmoy)
export const bsc = /*#__PURE__*/ fromViemChain(chains.bsc)
export const avalanche = /*#__PURE__*/ fromViemChain(chains.avalanche)
export const gnosis = /*#__PURE__*/ fromViemChain(chains.gnosis)
export const zksync = /*#__PURE__*/ fromViemChain(chains.zksync)
export const linea = /*#__PURE__*/ fromViemChain(chains.linea)
export const scroll = /*#__PURE__*/ fromViemChain(chains.scroll)
export const celo = /*#__PURE__*/ fromViemChain(chains.celo)
export const zora = /*#__PURE__*/ fromViemChain(chains.zora)
export const fantom = /*#__PURE__*/ fromViemChain(chains.fantom)
export const kaia = /*#__PURE__*/ fromViemChain(chains.kaia)
export const aurora = /*#__PURE__*/ fromViemChain(chains.aurora)
