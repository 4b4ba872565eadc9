import { signOutKeys } from '../../storage/keys.js'
import type { AuthClient } from '../authClientTypes.js'

/**
 * Signs the embedded wallet out (the auth connector's disconnect): pending RPC requests are
 * rejected ('Signed out'), the frame ends its session, and the login cache, the email cooldown
 * and the account-type records are cleared even if the frame fails.
 */
export async function signOut(client: AuthClient): Promise<void> {
  client.transport.abortRpcRequests('Signed out')
  try {
    await client.transport.request('SIGN_OUT', {})
  } finally {
    client.clearSession(signOutKeys)
  }
}
