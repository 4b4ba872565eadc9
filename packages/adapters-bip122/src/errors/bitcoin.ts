import { BaseError } from './base.js'

export type InvalidBitcoinAddressErrorType = InvalidBitcoinAddressError & { name: 'InvalidBitcoinAddressError' }
/** An address that is not valid on the network (bitcoinjs `address.toOutputScript` refused it). */
export class InvalidBitcoinAddressError extends BaseError {
  override name = 'InvalidBitcoinAddressError'
  readonly address: string
  constructor({ address, networkName, expected }: { address: string; networkName: string; expected: string }) {
    super('Invalid Bitcoin address', {
      details: `${JSON.stringify(address)} is not a valid ${networkName} address (expected ${expected})`,
    })
    this.address = address
  }
}

export type InsufficientBitcoinFundsErrorType = InsufficientBitcoinFundsError & { name: 'InsufficientBitcoinFundsError' }
/** The address's UTXOs do not cover the amount plus the fee. */
export class InsufficientBitcoinFundsError extends BaseError {
  override name = 'InsufficientBitcoinFundsError'
  constructor({ needed, available }: { needed: bigint; available: bigint }) {
    super('Insufficient funds', { details: `The transfer needs ${needed} sats including the fee; the address has ${available} sats` })
  }
}

export type BitcoinAmountTooSmallErrorType = BitcoinAmountTooSmallError & { name: 'BitcoinAmountTooSmallError' }
/** An output below the dust limit (nodes refuse it). */
export class BitcoinAmountTooSmallError extends BaseError {
  override name = 'BitcoinAmountTooSmallError'
  constructor({ value, minimum }: { value: bigint; minimum: bigint }) {
    super('Amount too small', { details: `${value} sats is below the dust limit of ${minimum} sats for this address` })
  }
}

export type TransactionRejectedErrorType = TransactionRejectedError & { name: 'TransactionRejectedError' }
/**
 * The node (Esplora `POST /tx`) refused the broadcast: 'Transaction rejected: <reason>';
 * `details` is its text verbatim, e.g.
 * `sendrawtransaction RPC error: {"code":-26,"message":"txn-mempool-conflict"}`; `reason` is the
 * inner message when the text has that shape.
 */
export class TransactionRejectedError extends BaseError {
  override name = 'TransactionRejectedError'
  readonly reason: string
  readonly status: number
  constructor({ text, status }: { text: string; status: number }) {
    const reason = parseRejectReason(text) || `HTTP ${status}`
    // The reason is in the short message: UIs that show only `shortMessage` still say why.
    super(`Transaction rejected: ${reason}`, { details: text || `HTTP ${status}` })
    this.reason = reason
    this.status = status
  }
}

function parseRejectReason(text: string): string {
  const json = text.slice(text.indexOf('{'))
  try {
    const parsed = JSON.parse(json) as { message?: unknown }
    if (typeof parsed.message === 'string') return parsed.message
  } catch {
    // Not bitcoind's JSON shape: the whole text is the reason.
  }
  return text
}

export type EsploraRequestErrorType = EsploraRequestError & { name: 'EsploraRequestError' }
/** An Esplora read failed (network error, timeout, non-2xx, unexpected body). */
export class EsploraRequestError extends BaseError {
  override name = 'EsploraRequestError'
  readonly url: string
  readonly status: number | undefined
  constructor({ url, status, details, cause }: { url: string; status?: number | undefined; details?: string; cause?: unknown }) {
    super('Bitcoin API request failed', cause === undefined ? { details: `${url}: ${details ?? `HTTP ${status}`}` } : { cause })
    this.url = url
    this.status = status
  }
}

export type InvalidWalletResponseErrorType = InvalidWalletResponseError & { name: 'InvalidWalletResponseError' }
/** The wallet answered with something that is not what the method promises. */
export class InvalidWalletResponseError extends BaseError {
  override name = 'InvalidWalletResponseError'
  constructor({ method, details }: { method: string; details: string }) {
    super('Invalid wallet response', { details: `${method}: ${details}` })
  }
}
