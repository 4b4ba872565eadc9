import { POLLING_INTERVAL_MS } from '@kit/frame-protocol'
import { type InvalidEmailErrorType, NotConnectedToAuthError, type NotConnectedToAuthErrorType } from '../../errors/auth.js'
import type { Kit } from '../../kit.js'
import { storageKeys } from '../../storage/keys.js'
import { namespaceState } from '../../utils/lookup.js'
import { sleep } from '../../utils/sleep.js'
import type { AuthClient } from '../authClientTypes.js'
import { authConnectorId } from '../authConnector.js'
import type { UpdateEmailAction } from '../authState.js'
import { loadAuthClient } from '../loadAuthClient.js'
import { validEmail } from '../validEmail.js'

export type UpdateEmailParameters = { email: string }
export type UpdateEmailReturnType = { action: UpdateEmailAction }
export type UpdateEmailErrorType = NotConnectedToAuthErrorType | InvalidEmailErrorType

/** The embedded wallet must be the connected eip155 account. */
async function connectedAuthClient(kit: Kit): Promise<AuthClient> {
  const client = await loadAuthClient(kit)
  if (!client.user || namespaceState(kit, 'eip155').account.connectorId !== authConnectorId) throw new NotConnectedToAuthError()
  return client
}

/** Starts changing the embedded wallet's email: VERIFY_PRIMARY_OTP, then VERIFY_SECONDARY_OTP (docs/rules/states.md). */
export async function updateEmail(kit: Kit, { email }: UpdateEmailParameters): Promise<UpdateEmailReturnType> {
  const client = await connectedAuthClient(kit)
  const address = validEmail(email)
  const { action } = await client.transport.request('UPDATE_EMAIL', { email: address })
  kit._internal.state.auth.emailUpdate = { email: address, action }
  return { action }
}

/**
 * The code sent to the current email, typed on the secure frame's own entry (revealed over the
 * UpdateEmailWallet view's code slot, like the login code): the host page never sees it.
 * Resolves once a code is accepted; `abortEmailOtp` closes the entry ('Request was aborted').
 */
export async function updateEmailPrimaryOtp(kit: Kit): Promise<void> {
  const client = await connectedAuthClient(kit)
  const auth = kit._internal.state.auth
  // The code is typed on the frame's own entry (revealed over the view): no timeout.
  const { action } = await client.transport.request('UPDATE_EMAIL_PRIMARY_OTP', {}, { timeout: false })
  if (auth.emailUpdate) auth.emailUpdate = { email: auth.emailUpdate.email, action }
}

/** The code sent to the new email, typed on the secure frame likewise; resolves with the new email once stored. */
export async function updateEmailSecondaryOtp(kit: Kit): Promise<{ email: string }> {
  const client = await connectedAuthClient(kit)
  const { newEmail } = await client.transport.request('UPDATE_EMAIL_SECONDARY_OTP', {}, { timeout: false })
  kit.storage.set(storageKeys.email, newEmail)
  if (client.user) client.setUser({ ...client.user, email: newEmail })
  kit._internal.state.auth.emailUpdate = undefined
  // docs/rules/states.md: changes are polled every 1 s until the frame's user shows the new email.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const current = await client.getUser().catch(() => undefined)
    if (!current || current.email === newEmail) break
    await sleep(POLLING_INTERVAL_MS)
  }
  const user = client.user
  if (user && user.email !== newEmail) client.setUser({ ...user, email: newEmail })
  return { email: newEmail }
}
