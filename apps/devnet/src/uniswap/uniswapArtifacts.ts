import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

/** A compiled contract as the Uniswap npm packages ship it (`build/<Name>.json`). */
export interface UniswapArtifact {
  readonly abi: Abi
  readonly bytecode: Hex
}

const require = createRequire(import.meta.url)

function load(specifier: string): UniswapArtifact {
  const json = require(specifier) as { abi: Abi; bytecode: string }
  const bytecode = json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`
  return { abi: json.abi, bytecode: bytecode as Hex }
}

/**
 * The audited, mainnet-deployed builds from `@uniswap/v2-core` 1.0.1 and
 * `@uniswap/v2-periphery` 1.1.0-beta.0 (no Solidity of ours, no recompilation).
 */
export function loadUniswapArtifacts(): { weth: UniswapArtifact; factory: UniswapArtifact; router: UniswapArtifact } {
  return {
    weth: load('@uniswap/v2-periphery/build/WETH9.json'),
    factory: load('@uniswap/v2-core/build/UniswapV2Factory.json'),
    router: load('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  }
}
