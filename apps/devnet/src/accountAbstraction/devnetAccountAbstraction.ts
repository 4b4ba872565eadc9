import { type Address, getContractAddress, type Hex } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { entryPointBytecode } from '../contracts/entryPoint.js'
import { simple7702AccountBytecode } from '../contracts/simple7702Account.js'

/**
 * The CREATE2 deployer every anvil chain has at genesis (Arachnid's deterministic deployment
 * proxy): `to` it, data = salt ++ init code, deploys at keccak(0xff ++ proxy ++ salt ++ keccak(init code)).
 */
export const DETERMINISTIC_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c' as const satisfies Address

/** The proxy's runtime code, set with `anvil_setCode` where a chain lacks it. */
export const DETERMINISTIC_DEPLOYER_CODE =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3' as const satisfies Hex

/** Salt of both deployments (zero), so an address depends only on the compiled init code. */
export const ACCOUNT_ABSTRACTION_SALT = `0x${'00'.repeat(32)}` as const satisfies Hex

/**
 * Sends the deployments (impersonated, funded with `anvil_setBalance`), so none of the ten funded
 * accounts' nonces moves and the nonce-based devnet addresses stay as they are.
 */
export const ACCOUNT_ABSTRACTION_DEPLOYER = '0x0000000000000000000000000000000000004337' as const satisfies Address

const create2 = (bytecode: Hex): Address => getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt: ACCOUNT_ABSTRACTION_SALT, bytecode })

/**
 * ERC-4337 EntryPoint v0.8 and the EIP-7702 delegate `Simple7702Account` of
 * `@account-abstraction/contracts` 0.8.0, deployed with CREATE2 on both devnet chains (same
 * addresses on both and on every run, asserted on deployment).
 *
 * `canonicalEntryPoint`: Simple7702Account only accepts calls from the EntryPoint address
 * compiled into it (the canonical v0.8 one, `entryPoint08Address` in viem) and bundlers tell
 * EntryPoint versions by that address, so the deployed EntryPoint's runtime code is also set
 * there (see `installCanonicalEntryPoint`).
 */
export const DEVNET_ACCOUNT_ABSTRACTION = {
  entryPoint: create2(entryPointBytecode),
  simple7702Account: create2(simple7702AccountBytecode),
  canonicalEntryPoint: entryPoint08Address,
} as const
