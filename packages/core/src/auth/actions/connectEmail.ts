import { EMAIL_COOLDOWN_MS } from '@kit/frame-protocol'
import { z } from 'zod/mini'
import { emitEvent } from '../../actions/emitEvent.js'
import {
  type AuthConnectorNotFoundErrorType,
  EmailCooldownError,
  type EmailCooldownErrorType,
  type FrameAbortedErrorType,
  type FrameLoadErrorType,
  type FrameRequestErrorType,
  type InvalidEmailErrorType,
} from '../../errors/auth.js'
import type { Kit } from '../../kit.js'
import { storageKeys } from '../../storage/keys.js'
import type { EmailLoginAction } from '../authState.js'
import { completeLogin } from '../completeLogin.js'
import { loadAuthClient } from '../loadAuthClient.js'
import { validEmail } from '../validEmail.js'

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
 * Starts an email login (docs/rules/states.md): the frame answers VERIFY_DEVICE (approve this device
 * from the email first), VERIFY_OTP (a code was sent) or CONNECT (already signed in: connected).
 * Once per 30 s, else 'Please try again after {n} seconds'.
 */
export async function connectEmail(kit: Kit, { email }: ConnectEmailParameters): Promise<ConnectEmailReturnType> {
  const client = await loadAuthClient(kit)
  const address = validEmail(email)
  const last = kit.storage.get(storageKeys.lastEmailLoginTime, z.number())
  const elapsed = last === null ? Number.POSITIVE_INFINITY : Date.now() - last
  if (elapsed >= 0 && elapsed < EMAIL_COOLDOWN_MS) throw new EmailCooldownError({ seconds: Math.max(1, Math.ceil((EMAIL_COOLDOWN_MS - elapsed) / 1000)) })
  const { action } = await client.transport.request('CONNECT_EMAIL', { email: address })
  // As AppKit: submitted once the frame took the address, then what it asks for next.
  emitEvent(kit, 'EMAIL_SUBMITTED')
  // AppKit's events: a code was sent, or this device must be approved from the email first.
  if (action === 'VERIFY_OTP') emitEvent(kit, 'EMAIL_VERIFICATION_CODE_SENT')
  if (action === 'VERIFY_DEVICE') emitEvent(kit, 'DEVICE_REGISTERED_FOR_EMAIL')
  const sentAt = Date.now()
  kit.storage.set(storageKeys.lastEmailLoginTime, sentAt)
  kit._internal.state.auth.emailLogin = { email: address, action, resendAt: sentAt + EMAIL_COOLDOWN_MS }
  if (action === 'CONNECT') await completeLogin(client)
  return { action }
}
