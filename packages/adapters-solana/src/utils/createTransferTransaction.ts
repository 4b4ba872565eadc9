import { type Connection, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'

/** Wire bytes of an unsigned legacy transaction paid by `feePayer`, with a fresh blockhash. */
export async function createUnsignedTransaction({
  connection,
  feePayer,
  instructions,
}: {
  connection: Connection
  feePayer: PublicKey
  instructions: readonly TransactionInstruction[]
}): Promise<Uint8Array> {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer, blockhash, lastValidBlockHeight }).add(...instructions)
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

/** A native SOL transfer (`SystemProgram.transfer`) as unsigned wire bytes. */
export async function createTransferTransaction({
  connection,
  from,
  to,
  lamports,
}: {
  connection: Connection
  from: string
  to: string
  lamports: bigint
}): Promise<Uint8Array> {
  const fromPubkey = new PublicKey(from)
  const instruction = SystemProgram.transfer({ fromPubkey, toPubkey: new PublicKey(to), lamports })
  return createUnsignedTransaction({ connection, feePayer: fromPubkey, instructions: [instruction] })
}
