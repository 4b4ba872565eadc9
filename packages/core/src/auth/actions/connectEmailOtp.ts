import type { ConnectErrorType } from '../../actions/connect.js'
import type { FrameAbortedErrorType, FrameRequestErrorType } from '../../errors/auth.js'
import type { Kit } from '../../kit.js'
import { loadAuthClient } from '../loadAuthClient.js'

export type ConnectEmailOtpParameters = { otp: string }
export type ConnectEmailOtpErrorType = FrameRequestErrorType | FrameAbortedErrorType | ConnectErrorType

/**
 * Finishes an email login with the 6-digit code, then connects the auth connector. After
 * success the email is stored, the login flag set and the last login time cleared.
 */
export async function connectEmailOtp(kit: Kit, { otp }: ConnectEmailOtpParameters): Promise<void> {
  const client = await loadAuthClient(kit)
  await client.connectOtp({ otp })
}
