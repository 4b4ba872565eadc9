import type { InvalidEmailErrorType, NotConnectedToAuthErrorType } from '../../errors/auth.js'
import type { Kit } from '../../kit.js'
import type { UpdateEmailAction } from '../authState.js'
import { loadAuthClient } from '../loadAuthClient.js'

export type UpdateEmailParameters = { email: string }
export type UpdateEmailReturnType = { action: UpdateEmailAction }
export type UpdateEmailErrorType = NotConnectedToAuthErrorType | InvalidEmailErrorType

/** Starts changing the embedded wallet's email: VERIFY_PRIMARY_OTP, then VERIFY_SECONDARY_OTP (SPEC section 4). */
export async function updateEmail(kit: Kit, { email }: UpdateEmailParameters): Promise<UpdateEmailReturnType> {
  const client = await loadAuthClient(kit)
  return { action: await client.updateEmail({ email }) }
}

/**
 * The code sent to the current email, typed on the secure frame's own entry (revealed over the
 * UpdateEmailWallet view's code slot, like the login code): the host page never sees it.
 * Resolves once a code is accepted; `abortEmailOtp` closes the entry ('Request was aborted').
 */
export async function updateEmailPrimaryOtp(kit: Kit): Promise<void> {
  const client = await loadAuthClient(kit)
  await client.updateEmailPrimaryOtp()
}

/** The code sent to the new email, typed on the secure frame likewise; resolves with the new email once stored. */
export async function updateEmailSecondaryOtp(kit: Kit): Promise<{ email: string }> {
  const client = await loadAuthClient(kit)
  return { email: await client.updateEmailSecondaryOtp() }
}
