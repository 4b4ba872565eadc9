import { InvalidAddressError, type InvalidAddressErrorType } from '../errors/address.js'
import {
  InsufficientFundsError,
  type InsufficientFundsErrorType,
  InvalidAmountError,
  type InvalidAmountErrorType,
  SendParametersRequiredError,
  type SendParametersRequiredErrorType,
  SendTokenRequiredError,
  type SendTokenRequiredErrorType,
} from '../errors/send.js'
import type { Kit } from '../kit.js'
import type { SendToken } from '../state/send.js'
import type { Namespace } from '../types.js'
import { parseUnits } from '../utils/formatUnits.js'

export type ValidateSendParameters = {
  token: SendToken | undefined
  amount: string
  to: string
  namespace: Namespace
  /** The namespace adapter's address check (`AdapterInstance.isValidAddress`). */
  isValidAddress(address: string): boolean
}

export type ValidateSendErrorType =
  | SendParametersRequiredErrorType
  | SendTokenRequiredErrorType
  | InvalidAddressErrorType
  | InvalidAmountErrorType
  | InsufficientFundsErrorType

export type ValidateSendReturnType = { valid: true; value: bigint } | { valid: false; error: ValidateSendErrorType }

/**
 * Checks a send before anything reaches the wallet, in docs/rules/validation.md's order: an amount and a
 * receiver ('An amount and receiver address are required'), a token ('A token is required'), then
 * the receiver against the namespace adapter, the amount's format, and the amount against the
 * token's balance ('Insufficient funds'). On success `value` is the amount in the smallest unit.
 */
export function validateSend({ token, amount, to, namespace, isValidAddress }: ValidateSendParameters): ValidateSendReturnType {
  const fail = (error: Error) => ({ valid: false, error: error as ValidateSendErrorType }) as const
  const trimmedAmount = amount.trim()
  const receiver = to.trim()
  if (!trimmedAmount || !receiver) return fail(new SendParametersRequiredError())
  if (!token) return fail(new SendTokenRequiredError())
  if (!isValidAddress(receiver)) return fail(new InvalidAddressError({ address: receiver, namespace }))
  let value: bigint
  try {
    value = parseUnits(trimmedAmount, token.decimals)
  } catch {
    return fail(new InvalidAmountError({ amount: trimmedAmount, decimals: token.decimals }))
  }
  if (value <= 0n) return fail(new InvalidAmountError({ amount: trimmedAmount, decimals: token.decimals }))
  let balance: bigint
  try {
    balance = parseUnits(token.balance, token.decimals)
  } catch {
    balance = 0n
  }
  if (value > balance) return fail(new InsufficientFundsError({ amount: trimmedAmount, balance: token.balance, symbol: token.symbol }))
  return { valid: true, value }
}

/** {@link validateSend} for the send slice (the WalletSend form) with the active namespace's adapter. */
export function validateCurrentSend(kit: Kit): ValidateSendReturnType {
  const { send, chains } = kit._internal.state
  const namespace = chains.activeNamespace
  const adapter = kit._internal.adapters.get(namespace)
  return validateSend({
    token: send.token,
    amount: send.amount,
    to: send.to,
    namespace,
    isValidAddress: (address) => adapter?.isValidAddress(address) ?? false,
  })
}
