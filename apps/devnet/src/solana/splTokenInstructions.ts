import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'
import { SOLANA_TOKEN_PROGRAM_ID } from './solanaTokens.js'

// The three SPL instructions the devnet seed sends, written out instead of importing
// `@solana/spl-token` at run time: it loads `bigint-buffer`, whose native build pnpm skips, and
// that prints 'bigint: Failed to load bindings' on every `npm start`. Each is a few bytes and is
// checked against @solana/spl-token (a dev dependency) in splTokenInstructions.test.ts.

export const TOKEN_PROGRAM_ID = new PublicKey(SOLANA_TOKEN_PROGRAM_ID)
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
/** Bytes of a Mint account (the Token program's Mint layout). */
export const MINT_SIZE = 82

const data = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** The associated token account of `owner` for `mint` under the Token program. */
export function getAssociatedTokenAddress(mint: PublicKey, owner: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync([owner.toBytes(), TOKEN_PROGRAM_ID.toBytes(), mint.toBytes()], ASSOCIATED_TOKEN_PROGRAM_ID)[0]
}

/** Token program instruction 20, InitializeMint2: decimals, mint authority, no freeze authority. */
export function createInitializeMint2Instruction(mint: PublicKey, decimals: number, mintAuthority: PublicKey): TransactionInstruction {
  // The last byte, 0, is COption::None for the freeze authority (nothing follows it).
  const bytes = new Uint8Array(35)
  bytes[0] = 20
  bytes[1] = decimals
  bytes.set(mintAuthority.toBytes(), 2)
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [{ pubkey: mint, isSigner: false, isWritable: true }],
    data: data(bytes),
  })
}

/** Token program instruction 7, MintTo: `amount` base units to `destination`, signed by `authority`. */
export function createMintToInstruction(mint: PublicKey, destination: PublicKey, authority: PublicKey, amount: bigint): TransactionInstruction {
  const bytes = new Uint8Array(9)
  bytes[0] = 7
  new DataView(bytes.buffer).setBigUint64(1, amount, true)
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: mint, isSigner: false, isWritable: true },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: authority, isSigner: true, isWritable: false },
    ],
    data: data(bytes),
  })
}

/** Associated Token Account program instruction 1, CreateIdempotent. */
export function createAssociatedTokenAccountIdempotentInstruction(
  payer: PublicKey,
  associatedToken: PublicKey,
  owner: PublicKey,
  mint: PublicKey,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: associatedToken, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: TOKEN_PROGRAM_ID, isSigner: false, isWritable: false },
    ],
    data: data(Uint8Array.of(1)),
  })
}
