import {
  getAssociatedTokenAddressSync,
  createAssociatedTokenAccountIdempotentInstruction as referenceCreateAta,
  createTransferCheckedInstruction as referenceTransferChecked,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { Keypair, type TransactionInstruction } from '@solana/web3.js'
import { expect, test } from 'vitest'
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddress } from './splToken.js'

const plain = (instruction: TransactionInstruction) => ({
  programId: instruction.programId.toBase58(),
  keys: instruction.keys.map((key) => ({ ...key, pubkey: key.pubkey.toBase58() })),
  data: Buffer.from(instruction.data).toString('hex'),
})

test.each([
  ['Token', TOKEN_PROGRAM_ID],
  ['Token-2022', TOKEN_2022_PROGRAM_ID],
])('default: the same instructions as @solana/spl-token (%s)', (_name, programId) => {
  const [mint, owner, receiver] = [Keypair.generate().publicKey, Keypair.generate().publicKey, Keypair.generate().publicKey]
  const source = getAssociatedTokenAddress(mint, owner, programId)
  const destination = getAssociatedTokenAddress(mint, receiver, programId)
  expect(source.equals(getAssociatedTokenAddressSync(mint, owner, false, programId))).toBe(true)
  expect(plain(createAssociatedTokenAccountIdempotentInstruction({ payer: owner, associatedToken: destination, owner: receiver, mint, programId }))).toEqual(
    plain(referenceCreateAta(owner, destination, receiver, mint, programId)),
  )
  expect(plain(createTransferCheckedInstruction({ source, mint, destination, owner, amount: 18_446_744_073_709_551_615n, decimals: 6, programId }))).toEqual(
    plain(referenceTransferChecked(source, mint, destination, owner, 18_446_744_073_709_551_615n, 6, [], programId)),
  )
})
