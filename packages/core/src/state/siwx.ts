import type { SIWXMessage } from '../siwx/types.js'

/**
 * Sign-in with the wallet (docs/rules/states.md): `required` while the connected account has no session
 * (the UI shows SIWXSignMessage), `signed` once it has one, `dismissed` when an optional sign-in
 * was cancelled for this account.
 */
export type SiwxStatus = 'disabled' | 'idle' | 'checking' | 'required' | 'signing' | 'signed' | 'error' | 'dismissed'

export type SiwxSessionSnapshot = { id?: string | undefined; data: SIWXMessage.Data; message: string; signature: string }

export type SiwxState = {
  status: SiwxStatus
  /** Whether sign-in must happen (the config's `getRequired`, default true). */
  required: boolean
  /** The account (CAIP-10) the status is about. */
  caipAddress: string | undefined
  session: SiwxSessionSnapshot | undefined
  /** 'Error signing message' after a failed sign-in (docs/rules/errors.md). */
  error: string | undefined
}

export function createSiwxState(enabled: boolean): SiwxState {
  return { status: enabled ? 'idle' : 'disabled', required: true, caipAddress: undefined, session: undefined, error: undefined }
}
