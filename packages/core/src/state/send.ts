import type { CaipNetworkId } from '../types.js'

/** A token the connected account can send: the network's native currency or a token contract. */
export type SendToken = {
  symbol: string
  name: string
  decimals: number
  /** The token's contract (mint) address, without CAIP prefix; absent for the native currency. */
  address?: string | undefined
  /** The account's balance in whole units (a decimal string, e.g. `12.5`). */
  balance: string
  networkId: CaipNetworkId
  iconUrl?: string | undefined
  /** Fiat price of one unit, when the Kit API knows it. */
  price?: number | undefined
}

/** Where a send is: filling the form, waiting for the wallet, sent (with its hash), or failed. */
export type SendStatus = 'idle' | 'pending' | 'success' | 'error'

/** Send slice (WalletSend → select token → preview → confirmation). */
export type SendState = {
  token: SendToken | undefined
  /** The amount as typed, in whole units of `token`. */
  amount: string
  /** The receiver address as typed. */
  to: string
  status: SendStatus
  /** The transaction hash once the wallet sent it. */
  hash: string | undefined
  /** The network the transaction went to. */
  networkId: CaipNetworkId | undefined
  /** The last failure: the error's class name (the UI picks its text) and its short message. */
  error: { name: string; message: string } | undefined
}

export function createSendState(): SendState {
  return { token: undefined, amount: '', to: '', status: 'idle', hash: undefined, networkId: undefined, error: undefined }
}

/** Starts a new send with optional presets (the form of WalletSend). */
export function resetSend(state: SendState, presets: Partial<Pick<SendState, 'token' | 'amount' | 'to'>> = {}): void {
  Object.assign(state, createSendState(), presets)
}
