import type {
  AuthConnectorNotFoundErrorType,
  EmailCooldownErrorType,
  FrameAbortedErrorType,
  FrameLoadErrorType,
  FrameRequestErrorType,
  InvalidEmailErrorType,
} from '../../errors/auth.js'
import type { Kit } from '../../kit.js'
import type { EmailLoginAction } from '../authState.js'
import { loadAuthClient } from '../loadAuthClient.js'

export type ConnectEmailParameters = { email: string }
export type ConnectEmailReturnType = { action: EmailLoginAction }
export type ConnectEmailErrorType =
  | AuthConnectorNotFoundErrorType
  | InvalidEmailErrorType
  | EmailCooldownErrorType
  | FrameLoadErrorType
  | FrameRequestErrorType
  | FrameAbortedErrorType

/**
 * Starts an email login (SPEC section 4): the frame answers VERIFY_DEVICE (approve this device
 * from the email first), VERIFY_OTP (a code was sent) or CONNECT (already signed in: connected).
 * Once per 30 s, else 'Please try again after {n} seconds'.
 */
export async function connectEmail(kit: Kit, { email }: ConnectEmailParameters): Promise<ConnectEmailReturnType> {
  const client = await loadAuthClient(kit)
  return { action: await client.connectEmail({ email }) }
}
