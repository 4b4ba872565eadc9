import { type Connection, PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'
import { InvalidTokenMintError } from '../errors/token.js'

/** The SPL Token programs and the Associated Token Account program (fixed program ids). */
export const tokenProgramId = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const token2022ProgramId = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const associatedTokenProgramId = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

// Hand-written instead of `@solana/spl-token`: its instruction builders use the global `Buffer`,
// which browsers lack, and these two instructions are a few bytes each (checked against
// spl-token in splToken.test.ts). web3.js only base58-encodes `data`, so a Uint8Array does.
const bytes = (data: Uint8Array) => data as unknown as TransactionInstruction['data']

/** The associated token account of `owner` for `mint` (the address wallets and explorers use). */
export function getAssociatedTokenAddress(mint: PublicKey, owner: PublicKey, programId: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync([owner.toBytes(), programId.toBytes(), mint.toBytes()], new PublicKey(associatedTokenProgramId))[0]
}

/** Creates `owner`'s associated token account unless it exists (ATA program instruction 1, CreateIdempotent). */
export function createAssociatedTokenAccountIdempotentInstruction({
  payer,
  associatedToken,
  owner,
  mint,
  programId,
}: Record<'payer' | 'associatedToken' | 'owner' | 'mint' | 'programId', PublicKey>): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(associatedTokenProgramId),
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: associatedToken, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: programId, isSigner: false, isWritable: false },
    ],
    data: bytes(Uint8Array.of(1)),
  })
}

/** Token program instruction 12, TransferChecked: `amount` base units, the mint's `decimals` checked on chain. */
export function createTransferCheckedInstruction({
  source,
  mint,
  destination,
  owner,
  amount,
  decimals,
  programId,
}: Record<'source' | 'mint' | 'destination' | 'owner' | 'programId', PublicKey> & { amount: bigint; decimals: number }): TransactionInstruction {
  const data = new Uint8Array(10)
  data[0] = 12
  new DataView(data.buffer).setBigUint64(1, amount, true)
  data[9] = decimals
  return new TransactionInstruction({
    programId,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: bytes(data),
  })
}

/** A mint's token program (its account owner) and decimals (byte 44 of the Mint layout). */
export async function getMintInfo(connection: Connection, mint: PublicKey): Promise<{ programId: PublicKey; decimals: number }> {
  const account = await connection.getAccountInfo(mint)
  const owner = account?.owner.toBase58()
  if (!account || (owner !== tokenProgramId && owner !== token2022ProgramId) || account.data.length < 82)
    throw new InvalidTokenMintError({ mint: mint.toBase58() })
  return { programId: account.owner, decimals: account.data[44]! }
}
