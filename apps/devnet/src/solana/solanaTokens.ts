import { SOLANA_DEVNET_MINT_AUTHORITY, SOLANA_DEVNET_USDC_MINT_KEY } from './solanaAccounts.js'

export const SOLANA_TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const SOLANA_TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

export interface SolanaDevnetToken {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** Mint address (fixed: the mint keypair comes from a fixed seed). */
  readonly address: string
  readonly programId: string
  readonly mintAuthority: string
  /** Minted to each devnet account's associated token account at start, in base units. */
  readonly amountPerAccount: bigint
}

/** SPL tokens created on every devnet start (classic SPL Token program, no metadata account). */
export const SOLANA_DEVNET_TOKENS = {
  USDC: {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    address: SOLANA_DEVNET_USDC_MINT_KEY.address,
    programId: SOLANA_TOKEN_PROGRAM_ID,
    mintAuthority: SOLANA_DEVNET_MINT_AUTHORITY.address,
    amountPerAccount: 1_000_000n * 10n ** 6n,
  },
} as const satisfies Record<string, SolanaDevnetToken>

export type SolanaDevnetTokenSymbol = keyof typeof SOLANA_DEVNET_TOKENS

/** Lamports airdropped to each devnet account at start (1,000 SOL). */
export const SOLANA_DEVNET_ACCOUNT_LAMPORTS = 1_000n * 1_000_000_000n
