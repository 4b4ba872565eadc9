import { expect, test } from 'vitest'
import { isAllowedRpcMethod, isUnsafeRpcMethod } from '../rpcMethods.js'
import { isSolanaRpcMethod, SOLANA_RPC_PARAMS, solanaSignAndSendTransactionParamsSchema, solanaSignMessageParamsSchema } from './solana.js'

const pubkey = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

test('default: every Solana method is allowed and needs an approval', () => {
  for (const method of Object.keys(SOLANA_RPC_PARAMS)) {
    expect(isSolanaRpcMethod(method)).toBe(true)
    expect(isAllowedRpcMethod(method)).toBe(true)
    expect(isUnsafeRpcMethod(method)).toBe(true)
  }
  expect(isSolanaRpcMethod('personal_sign')).toBe(false)
  expect(isSolanaRpcMethod('__proto__')).toBe(false)
})

test('default: sign message takes base58 bytes and the account', () => {
  expect(solanaSignMessageParamsSchema.safeParse({ message: '2NEpo7TZRRrLZSi2U', pubkey }).success).toBe(true)
  // Not base58 (0, O, I, l are not in the alphabet), no account, an account that is not one.
  expect(solanaSignMessageParamsSchema.safeParse({ message: 'Hello0', pubkey }).success).toBe(false)
  expect(solanaSignMessageParamsSchema.safeParse({ message: '2NEpo7TZRRrLZSi2U' }).success).toBe(false)
  expect(solanaSignMessageParamsSchema.safeParse({ message: '2NEpo7TZRRrLZSi2U', pubkey: '0x1234' }).success).toBe(false)
})

test('behavior: sign and send options follow @solana/web3.js SendOptions', () => {
  const transaction = '3'.repeat(200)
  expect(
    solanaSignAndSendTransactionParamsSchema.safeParse({
      transaction,
      options: { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 3, minContextSlot: 10 },
    }).success,
  ).toBe(true)
  expect(solanaSignAndSendTransactionParamsSchema.safeParse({ transaction, options: { preflightCommitment: 'soon' } }).success).toBe(false)
  expect(solanaSignAndSendTransactionParamsSchema.safeParse({ transaction, options: { maxRetries: -1 } }).success).toBe(false)
  // Larger than a Solana packet can hold.
  expect(solanaSignAndSendTransactionParamsSchema.safeParse({ transaction: '3'.repeat(1686) }).success).toBe(false)
})
