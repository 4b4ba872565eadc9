import type { Address } from 'viem'

/** A test ERC-20 deployed on every devnet chain. */
export interface DevnetToken {
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** Deployer nonce used for the deployment; the address follows from it. */
  readonly deployNonce: number
  /** Whole units minted to each of the ten devnet accounts. */
  readonly mintPerAccount: bigint
}

/**
 * Token addresses are CREATE addresses of the deployer (account 0) at nonces 0 and 1,
 * so they are identical on both chains and on every run. `startDevnet` asserts this.
 */
export const DEVNET_TOKENS = {
  USDC: {
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    deployNonce: 0,
    mintPerAccount: 1_000_000n,
  },
  TST: {
    address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    name: 'Test Token',
    symbol: 'TST',
    decimals: 18,
    deployNonce: 1,
    mintPerAccount: 1_000_000n,
  },
} as const satisfies Record<string, DevnetToken>

export type DevnetTokenSymbol = keyof typeof DEVNET_TOKENS
