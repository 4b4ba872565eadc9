import type { AccountType } from './accountTypes.js'

/**
 * The EIP-7702 delegation a request will sign and send: to `delegate`, from the account's
 * transaction nonce `nonce`. To the zero address it removes the account's delegation (back to EOA).
 */
export interface Delegation {
  readonly delegate: string
  /** The account's pending transaction nonce when the user was asked (the authorisation takes `nonce + 1`). */
  readonly nonce: number
}

/**
 * An account-type change, stored with its pending approval like any signing request (the approval
 * proof covers it whole: user's address, chain, delegate and nonce). `delegation` is null when
 * nothing is signed (the chain already says what the user asks for); for 'eoa' it is the removal.
 */
export type AccountTypeRequest =
  | { method: 'kit_setPreferredAccount'; type: AccountType; account: string; delegation: Delegation | null }
  | { method: 'kit_initSmartAccount'; account: string; delegation: Delegation }

export const ACCOUNT_TYPE_METHODS = new Set<string>(['kit_setPreferredAccount', 'kit_initSmartAccount'])

/** What the approval screen shows for an account-type change. */
export interface AccountTypePreview {
  readonly kind: 'accountType'
  readonly type: AccountType
  readonly account: string
  readonly chainName: string
  /** The contract the account delegates to (the zero address: the delegation is removed; null: nothing is signed). */
  readonly delegate: string | null
}

export function previewAccountTypeRequest(request: AccountTypeRequest, chainName: string): AccountTypePreview {
  return {
    kind: 'accountType',
    type: request.method === 'kit_initSmartAccount' ? 'smartAccount' : request.type,
    account: request.account,
    chainName,
    delegate: request.delegation?.delegate ?? null,
  }
}
