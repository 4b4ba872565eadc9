import { BaseError } from './base.js'

export type PsbtAddressErrorType = PsbtAddressError & { name: 'PsbtAddressError' }
/** `buildTransferPsbt` got a sender or receiver address that is not valid on the network. */
export class PsbtAddressError extends BaseError {
  override name = 'PsbtAddressError'
  constructor({ from, to }: { from: string; to: string }) {
    super('buildTransferPsbt: addresses must be valid on the network', { details: `From: ${from}, to: ${to}` })
  }
}

export type UnsupportedSenderAddressErrorType = UnsupportedSenderAddressError & { name: 'UnsupportedSenderAddressError' }
/** A sender whose script type `buildTransferPsbt` cannot sign for (only p2wpkh, p2tr, p2sh-p2wpkh and p2pkh). */
export class UnsupportedSenderAddressError extends BaseError {
  override name = 'UnsupportedSenderAddressError'
  constructor({ type }: { type: string }) {
    super(`buildTransferPsbt: cannot spend from a ${type} address`)
  }
}

export type PreviousTransactionRequiredErrorType = PreviousTransactionRequiredError & { name: 'PreviousTransactionRequiredError' }
/** A p2pkh input needs its whole previous transaction (`previousTransactions[txid]`). */
export class PreviousTransactionRequiredError extends BaseError {
  override name = 'PreviousTransactionRequiredError'
  constructor({ txid }: { txid: string }) {
    super(`buildTransferPsbt: previous transaction ${txid} is needed for a p2pkh input`)
  }
}

export type RedeemScriptErrorType = RedeemScriptError & { name: 'RedeemScriptError' }
/** bitcoinjs gave no p2sh-p2wpkh redeem script for the sender's public key. */
export class RedeemScriptError extends BaseError {
  override name = 'RedeemScriptError'
  constructor() {
    super('buildTransferPsbt: no redeem script')
  }
}
