import type { ConnectErrorType } from '../../actions/connect.js'
import { emitEvent } from '../../actions/emitEvent.js'
import type { FrameAbortedErrorType, FrameRequestErrorType } from '../../errors/auth.js'
import type { Kit } from '../../kit.js'
import { storageKeys } from '../../storage/keys.js'
import { completeLogin } from '../completeLogin.js'
import { loadAuthClient, peekAuthClient } from '../loadAuthClient.js'

export type ConnectEmailOtpErrorType = FrameRequestErrorType | FrameAbortedErrorType | ConnectErrorType

/**
 * Finishes an email login: the secure frame shows its own code entry (place it with
 * `setAuthFrameRect`; the host page never sees the code) and this resolves once a typed code
 * signed in, then connects the auth connector. After success the email is stored, the login flag
 * set and the last login time cleared.
 */
export async function connectEmailOtp(kit: Kit): Promise<void> {
  const client = await loadAuthClient(kit)
  const { storage } = kit
  const auth = kit._internal.state.auth
  const login = auth.emailLogin
  // The frame shows its own code entry and answers once a code signed in: no timeout.
  try {
    await client.transport.request('CONNECT_OTP', {}, { timeout: false })
  } catch (error) {
    emitEvent(kit, 'EMAIL_VERIFICATION_CODE_FAIL', { message: (error as { shortMessage?: string }).shortMessage ?? String(error) })
    throw error
  }
  emitEvent(kit, 'EMAIL_VERIFICATION_CODE_PASS')
  // docs/rules/states.md: the email is stored, the login flag set and the last login time cleared.
  if (login) storage.set(storageKeys.email, login.email)
  storage.set(storageKeys.emailLoginUsed, true)
  storage.remove(storageKeys.lastEmailLoginTime)
  storage.remove(storageKeys.socialProvider)
  storage.remove(storageKeys.socialUsername)
  await completeLogin(client)
  auth.emailLogin = undefined
}

/**
 * Closes the frame's code entry, of a login or an email update: a pending `connectEmailOtp` (or
 * `updateEmailPrimaryOtp` / `updateEmailSecondaryOtp`) rejects with 'Request was aborted'.
 */
export function abortEmailOtp(kit: Kit): void {
  void peekAuthClient(kit)?.then((client) => {
    client.transport.abortRpcRequests('Code entry closed', ['CONNECT_OTP', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP'])
    if (kit._internal.state.auth.codeEntry) client.hideFrame()
  })
}
