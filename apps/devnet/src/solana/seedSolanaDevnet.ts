import { Keypair, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import bs58 from 'bs58'
import { SetupDefinitionError, SetupTransactionError } from '../setupErrors.js'
import type { SolanaBank } from './createSolanaBank.js'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_MINT_AUTHORITY, SOLANA_DEVNET_USDC_MINT_KEY, type SolanaDevnetKey } from './solanaAccounts.js'
import { SOLANA_DEVNET_ACCOUNT_LAMPORTS, SOLANA_DEVNET_TOKENS } from './solanaTokens.js'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddress,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from './splTokenInstructions.js'

export function keypairOf(key: SolanaDevnetKey): Keypair {
  return Keypair.fromSecretKey(bs58.decode(key.secretKey))
}

function send(bank: SolanaBank, instructions: TransactionInstruction[], signers: Keypair[], what: string): void {
  const [payer] = signers
  if (!payer) throw new SetupDefinitionError('no fee payer')
  const transaction = new Transaction({ feePayer: payer.publicKey, ...bank.getLatestBlockhash() }).add(...instructions)
  transaction.sign(...signers)
  const result = bank.sendTransaction(transaction.serialize())
  if (result.status !== 'processed' || result.execution.err !== null) {
    throw new SetupTransactionError(`Solana devnet setup failed (${what}): ${JSON.stringify(result)}`)
  }
}

/**
 * Funds the ten devnet accounts with SOL, creates the USDC mint at its fixed address and mints
 * `amountPerAccount` to each account's associated token account, through real transactions.
 */
export function seedSolanaDevnet(bank: SolanaBank): void {
  const authority = keypairOf(SOLANA_DEVNET_MINT_AUTHORITY)
  const mint = keypairOf(SOLANA_DEVNET_USDC_MINT_KEY)
  const token = SOLANA_DEVNET_TOKENS.USDC
  bank.airdrop(authority.publicKey.toBase58(), 100n * 1_000_000_000n)
  for (const account of SOLANA_DEVNET_ACCOUNTS) bank.airdrop(account.address, SOLANA_DEVNET_ACCOUNT_LAMPORTS)

  const rent = Number(bank.minimumBalanceForRentExemption(MINT_SIZE))
  send(
    bank,
    [
      SystemProgram.createAccount({
        fromPubkey: authority.publicKey,
        newAccountPubkey: mint.publicKey,
        lamports: rent,
        space: MINT_SIZE,
        programId: TOKEN_PROGRAM_ID,
      }),
      createInitializeMint2Instruction(mint.publicKey, token.decimals, authority.publicKey),
    ],
    [authority, mint],
    'create USDC mint',
  )
  for (const account of SOLANA_DEVNET_ACCOUNTS) {
    const owner = new PublicKey(account.address)
    const ata = getAssociatedTokenAddress(mint.publicKey, owner)
    send(
      bank,
      [
        createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, ata, owner, mint.publicKey),
        createMintToInstruction(mint.publicKey, ata, authority.publicKey, token.amountPerAccount),
      ],
      [authority],
      `mint USDC to ${account.address}`,
    )
  }
}
