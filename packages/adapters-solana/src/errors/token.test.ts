import { expect, test } from 'vitest'
import { InvalidBase58CharacterError, InvalidTokenMintError, InvalidTransferAmountError } from './token.js'

test('InvalidTokenMintError', () => {
  expect(new InvalidTokenMintError({ mint: '11111111111111111111111111111111' })).toMatchInlineSnapshot(`
    [InvalidTokenMintError: 11111111111111111111111111111111 is not an SPL token mint
    Version: @kit/adapters-solana@0.1.0]
  `)
})

test('InvalidTransferAmountError', () => {
  expect(new InvalidTransferAmountError({ amount: 0n })).toMatchInlineSnapshot(`
    [InvalidTransferAmountError: amount must be positive

    Details: Received: 0
    Version: @kit/adapters-solana@0.1.0]
  `)
})

test('InvalidBase58CharacterError', () => {
  expect(new InvalidBase58CharacterError({ character: '0' })).toMatchInlineSnapshot(`
    [InvalidBase58CharacterError: Invalid base58 character "0"
    Version: @kit/adapters-solana@0.1.0]
  `)
})
