import type { MessageKey } from '../i18n/en.js'
import type { Translate } from '../i18n/translate.js'

/** A failed auth step as the views get it: an error object or the `{ name, message }` core stores. */
export type AuthErrorLike = { name?: string | undefined; message?: string | undefined; shortMessage?: string | undefined; seconds?: number | undefined }

const byName: Readonly<Record<string, MessageKey>> = {
  InvalidEmailError: 'email.invalid',
  PopupClosedError: 'connecting.popupClosed',
  SocialConnectionInitError: 'connecting.socialFailed',
  FailedToConnectError: 'connecting.failed',
  ConnectionRejectedError: 'connecting.rejected',
  FarcasterConnectionError: 'connecting.farcasterFailed',
  FrameLoadError: 'error.emailDependency',
  AuthConnectorNotFoundError: 'error.noAuthConnector',
  NotConnectedToAuthError: 'error.notConnectedEmailSocial',
}

/** Frame error texts of docs/rules/roles.md and docs/rules/errors.md the catalogue knows. */
const byText: Readonly<Record<string, MessageKey>> = {
  'Invalid code': 'email.invalidCode',
  'Request was aborted': 'error.requestAborted',
  'Something went wrong': 'error.generic',
  'An error occurred': 'error.anErrorOccurred',
  'Requested RPC call is not allowed': 'error.actionNotAllowed',
  'Unable to load email login dependency': 'error.emailDependency',
}

/** The translated text of an auth error (docs/rules/errors.md texts; the frame's own text otherwise). */
export function authErrorText(t: Translate, error: unknown): string {
  /** `t` for keys known only at run time (messages without placeholders). */
  const translate = t as (key: MessageKey) => string
  const value = (typeof error === 'object' && error !== null ? error : {}) as AuthErrorLike
  const text = value.shortMessage ?? value.message ?? ''
  const cooldown = /^Please try again after (\d+) seconds$/.exec(text)
  if (value.name === 'EmailCooldownError' || cooldown) return t('email.cooldown', { n: value.seconds ?? Number(cooldown?.[1] ?? 30) })
  const key = (value.name && byName[value.name]) || byText[text]
  if (key) return translate(key)
  return text || t('error.generic')
}

/** docs/rules/limits.md: long email names are shortened past 30 characters (the domain is kept). */
export function shortenEmail(email: string, max = 30): string {
  if (email.length <= max) return email
  const at = email.lastIndexOf('@')
  if (at <= 0) return `${email.slice(0, max - 1)}…`
  const domain = email.slice(at)
  const room = max - domain.length - 1
  return room >= 1 ? `${email.slice(0, room)}…${domain}` : `${email.slice(0, max - 1)}…`
}
