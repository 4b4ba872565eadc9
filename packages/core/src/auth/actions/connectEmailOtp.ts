import type { ConnectErrorType } from '../../actions/connect.js'
import type { FrameAbortedErrorType, FrameRequestErrorType } from '../../errors/auth.js'
import type { Kit } from '../../kit.js'
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
  await client.connectOtp()
}

/** Closes the frame's code entry: a pending `connectEmailOtp` rejects with 'Request was aborted'. */
export function abortEmailOtp(kit: Kit): void {
  void peekAuthClient(kit)?.then((client) => client.abortCodeEntry())
}
