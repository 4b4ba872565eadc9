import { InputError } from '../http/apiError.js'
import { siwxErrors } from './siwxErrors.js'

/** Most bytes a wallet's signed message may hold: twice the longest message's 16,384 characters. */
export const MAX_SIGNED_MESSAGE_BYTES = 32_768
/** Base64 length of {@link MAX_SIGNED_MESSAGE_BYTES}. */
export const MAX_SIGNED_MESSAGE_BASE64 = Math.ceil(MAX_SIGNED_MESSAGE_BYTES / 3) * 4

/**
 * The bytes a Solana wallet signed (`signedMessage`, base64) when they are not the message's
 * UTF-8: Wallet Standard's `solana:signMessage` lets a wallet "prefix or otherwise modify the
 * message before signing it" (SolanaSignMessageOutput.signedMessage,
 * https://github.com/anza-xyz/wallet-standard/blob/master/packages/core/features/src/signMessage.ts).
 * A wrapper may add bytes around the issued message, never change it: the message's UTF-8 must
 * be in them as one unchanged run, else 422 SIGNED_MESSAGE_MISMATCH. Only Solana sign-ins carry
 * them (400 otherwise); anything but canonical base64 is a 400.
 */
export function readSignedMessage({ namespace, message, signedMessage }: { namespace: string; message: string; signedMessage: string }): Buffer {
  if (namespace !== 'solana') throw new InputError('signedMessage', 'Only Solana sign-ins carry the signed bytes')
  const bytes = Buffer.from(signedMessage, 'base64')
  if (bytes.length === 0 || bytes.length > MAX_SIGNED_MESSAGE_BYTES || bytes.toString('base64') !== signedMessage)
    throw new InputError('signedMessage', `Expected the signed bytes in base64 (1 to ${MAX_SIGNED_MESSAGE_BYTES} bytes)`)
  if (bytes.indexOf(Buffer.from(message, 'utf8')) === -1) throw siwxErrors.signedMessageMismatch()
  return bytes
}
