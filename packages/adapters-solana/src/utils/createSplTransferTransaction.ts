import { type Connection, PublicKey } from '@solana/web3.js'
import { createUnsignedTransaction } from './createTransferTransaction.js'
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddress, getMintInfo } from './splToken.js'

export type CreateSplTransferTransactionParameters = {
  connection: Connection
  /** The sender's wallet address (owner of the source token account, fee payer). */
  from: string
  /** The receiver's wallet address. */
  to: string
  mint: string
  /** In base units. */
  amount: bigint
  /** The mint's decimals; read from the mint when left out. */
  decimals?: number | undefined
}

/**
 * An SPL transfer (Token or Token-2022 program) as unsigned wire bytes: creates the receiver's
 * associated token account when it is missing (idempotent; the sender pays its rent), then
 * `TransferChecked` from the sender's associated token account.
 */
export async function createSplTransferTransaction({
  connection,
  from,
  to,
  mint,
  amount,
  decimals,
}: CreateSplTransferTransactionParameters): Promise<Uint8Array> {
  const mintKey = new PublicKey(mint)
  const owner = new PublicKey(from)
  const receiver = new PublicKey(to)
  const info = await getMintInfo(connection, mintKey)
  const source = getAssociatedTokenAddress(mintKey, owner, info.programId)
  const destination = getAssociatedTokenAddress(mintKey, receiver, info.programId)
  return createUnsignedTransaction({
    connection,
    feePayer: owner,
    instructions: [
      createAssociatedTokenAccountIdempotentInstruction({
        payer: owner,
        associatedToken: destination,
        owner: receiver,
        mint: mintKey,
        programId: info.programId,
      }),
      createTransferCheckedInstruction({ source, mint: mintKey, destination, owner, amount, decimals: decimals ?? info.decimals, programId: info.programId }),
    ],
  })
}
