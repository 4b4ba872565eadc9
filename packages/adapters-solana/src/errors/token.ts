import { BaseError } from './base.js'

export type InvalidTokenMintErrorType = InvalidTokenMintError & { name: 'InvalidTokenMintError' }
/** The mint account does not exist, is not owned by the Token or Token-2022 program, or is too short. */
export class InvalidTokenMintError extends BaseError {
  override name = 'InvalidTokenMintError'
  readonly mint: string
  constructor({ mint }: { mint: string }) {
    super(`${mint} is not an SPL token mint`)
    this.mint = mint
  }
}

export type InvalidTransferAmountErrorType = InvalidTransferAmountError & { name: 'InvalidTransferAmountError' }
/** A transfer of zero or a negative amount. */
export class InvalidTransferAmountError extends BaseError {
  override name = 'InvalidTransferAmountError'
  constructor({ amount }: { amount: bigint }) {
    super('amount must be positive', { details: `Received: ${amount}` })
  }
}

export type InvalidBase58CharacterErrorType = InvalidBase58CharacterError & { name: 'InvalidBase58CharacterError' }
/** Text with a character outside the base58 alphabet. */
export class InvalidBase58CharacterError extends BaseError {
  override name = 'InvalidBase58CharacterError'
  constructor({ character }: { character: string }) {
    super(`Invalid base58 character ${JSON.stringify(character)}`)
  }
}
