import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

/** A compiled contract as the ENS npm packages ship it (truffle `build/` or hardhat `artifacts/`). */
export interface EnsArtifact {
  readonly abi: Abi
  readonly bytecode: Hex
}

const require = createRequire(import.meta.url)

function load(specifier: string): EnsArtifact {
  const json = require(specifier) as { abi: Abi; bytecode: string }
  const bytecode = json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`
  return { abi: json.abi, bytecode: bytecode as Hex }
}

/**
 * ENS's own published builds, loaded at run time (no Solidity of ours, no recompilation):
 * `ENSRegistry` from `@ensdomains/ens` 0.6.2 and `OffchainResolver` from
 * `@ensdomains/offchain-resolver-contracts` 0.2.1 (ENS's reference ERC-3668 resolver).
 */
export function loadEnsArtifacts(): { registry: EnsArtifact; offchainResolver: EnsArtifact } {
  return {
    registry: load('@ensdomains/ens/build/contracts/ENSRegistry.json'),
    offchainResolver: load('@ensdomains/offchain-resolver-contracts/artifacts/contracts/OffchainResolver.sol/OffchainResolver.json'),
  }
}
