/**
 * ENS on the devnet (issue 17, names): an ENS registry, the ENS offchain (ERC-3668) resolver whose
 * gateway is the Kit API (`/v1/profile/gateway`), and a universal resolver for viem's
 * `getEnsAddress` / `getEnsName`. Deployed on both chains by an impersonated account of its own,
 * so the addresses do not depend on what account 0 deploys (same on both chains and every run).
 */
export const DEVNET_NAMES = {
  /** Impersonated (anvil_impersonateAccount) and funded with anvil_setBalance; deploys nonces 0-2. */
  deployer: '0x0000000000000000000000000000000000004E41',
  /** ENSRegistry from `@ensdomains/ens` 0.6.2 (nonce 0). */
  registry: '0x105fA4E7216d2be0d67E66f2c0E8a28eb9182A76',
  /** OffchainResolver from `@ensdomains/offchain-resolver-contracts` 0.2.1 (nonce 1). */
  offchainResolver: '0x61FCeE4800b0bA7f33a3E838B77287664E24aE0C',
  /** `contracts/KitUniversalResolver.sol` (nonce 2): pass as viem's `universalResolverAddress`. */
  universalResolver: '0xD9B6C0145733615D05751D161bC4a6b01a6Ab311',
  /**
   * The gateway signer the resolver trusts. A devnet-only key (keccak256 of 'kit devnet names
   * gateway signer'): the Kit API's default config signs with it; a real deployment uses its own.
   */
  gatewaySigner: '0x3459700071534a02189d09B79B2771FD09252600',
  gatewayPrivateKey: '0x7c843d8bdc2d96fa658d4cabf9513e244dd5f49d706ed1e9597c53997368baad',
  /** Names whose resolver is the offchain resolver (wildcards, ENSIP-10); `reverse` covers every reverse name. */
  zones: ['kit.id', 'reown.id', 'wcn.id', 'reverse'],
} as const

/** The gateway URL template the resolver is deployed with: the Kit API on `apiPort`. */
export function devnetNamesGatewayUrl(apiPort: number | string = 8787): string {
  return `http://127.0.0.1:${apiPort}/v1/profile/gateway/{sender}/{data}.json`
}
