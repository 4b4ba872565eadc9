import * as spl from '@solana/spl-token'
import { Keypair } from '@solana/web3.js'
import { expect, test } from 'vitest'
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddress,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from './splTokenInstructions.js'

const [mint, owner, authority, payer] = Array.from({ length: 4 }, () => Keypair.generate().publicKey)

test('default: the same program ids, mint size and associated token address as @solana/spl-token', () => {
  expect(TOKEN_PROGRAM_ID.equals(spl.TOKEN_PROGRAM_ID)).toBe(true)
  expect(ASSOCIATED_TOKEN_PROGRAM_ID.equals(spl.ASSOCIATED_TOKEN_PROGRAM_ID)).toBe(true)
  expect(MINT_SIZE).toBe(spl.MINT_SIZE)
  expect(getAssociatedTokenAddress(mint, owner).equals(spl.getAssociatedTokenAddressSync(mint, owner))).toBe(true)
})

test.each([
  ['InitializeMint2', createInitializeMint2Instruction(mint, 6, authority), spl.createInitializeMint2Instruction(mint, 6, authority, null)],
  ['MintTo', createMintToInstruction(mint, owner, authority, 2n ** 63n + 5n), spl.createMintToInstruction(mint, owner, authority, 2n ** 63n + 5n)],
  [
    'CreateIdempotent',
    createAssociatedTokenAccountIdempotentInstruction(payer, getAssociatedTokenAddress(mint, owner), owner, mint),
    spl.createAssociatedTokenAccountIdempotentInstruction(payer, spl.getAssociatedTokenAddressSync(mint, owner), owner, mint),
  ],
])('default: %s is byte for byte the instruction @solana/spl-token builds', (_name, ours, theirs) => {
  expect(ours.programId.toBase58()).toBe(theirs.programId.toBase58())
  expect(ours.keys.map((key) => ({ ...key, pubkey: key.pubkey.toBase58() }))).toEqual(theirs.keys.map((key) => ({ ...key, pubkey: key.pubkey.toBase58() })))
  expect(Buffer.from(ours.data).toString('hex')).toBe(Buffer.from(theirs.data).toString('hex'))
})
