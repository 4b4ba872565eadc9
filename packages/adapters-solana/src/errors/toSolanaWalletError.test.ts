import { BaseError, UserRejectedRequestError } from '@kit/core'
import { expect, test } from 'vitest'
import { toSolanaWalletError } from './toSolanaWalletError.js'

const named = (name: string, message: string) => Object.assign(new Error(message), { name })

test('default: rejections in the shapes Solana wallets use', () => {
  for (const error of [
    Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    { code: '4001', message: 'nope' },
    named('WalletSignTransactionError', 'User rejected the request'),
    named('WalletSignMessageError', ''),
    named('UserRejectedRequestError', 'whatever'),
    new Error('Transaction cancelled by user'),
    new Error('wrapped', { cause: { code: 4001 } }),
  ])
    expect(toSolanaWalletError(error)).toMatchObject({ name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.' })
})

test('behavior: other errors', () => {
  expect(toSolanaWalletError(named('WalletNotConnectedError', ''))).toMatchObject({ name: 'ProviderDisconnectedError' })
  expect(toSolanaWalletError({ code: 4100, message: 'unauthorized' })).toMatchObject({ name: 'UnauthorizedProviderError' })
  expect(toSolanaWalletError(named('WalletSignTransactionError', 'Blockhash not found'))).toMatchObject({ name: 'WalletRpcError' })
  const kept = new UserRejectedRequestError()
  expect(toSolanaWalletError(kept)).toBe(kept)
  expect(toSolanaWalletError(new Error('boom'))).toBeInstanceOf(BaseError)
})
