import { isUtf8 } from 'node:buffer'
import { InputError } from '../http/apiError.js'
import { siwxErrors } from './siwxErrors.js'

/** Most bytes a wallet's signed message may hold: twice the longest message's 16,384 characters. */
export const MAX_SIGNED_MESSAGE_BYTES = 32_768
/** Base64 length of {@link MAX_SIGNED_MESSAGE_BYTES}. */
export const MAX_SIGNED_MESSAGE_BASE64 = Math.ceil(MAX_SIGNED_MESSAGE_BYTES / 3) * 4
/**
 * The signing domain that starts a Solana off-chain message (the format Ledger signs,
 * https://docs.anza.xyz/proposals/off-chain-message-signing): its first byte, 0xff, cannot start
 * a transaction message, so such a signature is never a transaction's.
 */
const OFFCHAIN_SIGNING_DOMAIN = Buffer.from('\xffsolana offchain', 'latin1')

/**
 * The bytes a Solana wallet signed (`signedMessage`, base64) when they are not the message's
 * UTF-8: Wallet Standard's `solana:signMessage` lets a wallet "prefix or otherwise modify the
 * message before signing it" (SolanaSignMessageOutput.signedMessage,
 * https://github.com/anza-xyz/wallet-standard/blob/master/packages/core/features/src/signMessage.ts).
 * A wrapper may add bytes around the issued message, never change it: the message's UTF-8 must
 * be in them as one unchanged run, else 422 SIGNED_MESSAGE_MISMATCH. The bytes must also be text
 * (UTF-8) or a Solana off-chain message, else 422 SIGNED_MESSAGE_UNSUPPORTED: a signed Solana
 * transaction carrying the message (in a memo) holds it too, and must not sign anyone in. A
 * transaction message holds the signer's key and a recent blockhash, 64 bytes nobody picks
 * freely: random, they are valid UTF-8 about once in 2^53. Only Solana sign-ins carry signed
 * bytes (400 otherwise); anything but canonical base64 is a 400.
 */
export function readSignedMessage({ namespace, message, signedMessage }: { namespace: string; message: string; signedMessage: string }): Buffer {
  if (namespace !== 'solana') throw new InputError('signedMessage', 'Only Solana sign-ins carry the signed bytes')
  const bytes = Buffer.from(signedMessage, 'base64')
  if (bytes.length === 0 || bytes.length > MAX_SIGNED_MESSAGE_BYTES || bytes.toString('base64') !== signedMessage)
    throw new InputError('signedMessage', `Expected the signed bytes in base64 (1 to ${MAX_SIGNED_MESSAGE_BYTES} bytes)`)
  if (bytes.indexOf(Buffer.from(message, 'utf8')) === -1) throw siwxErrors.signedMessageMismatch()
  const offchain = bytes.subarray(0, OFFCHAIN_SIGNING_DOMAIN.length).equals(OFFCHAIN_SIGNING_DOMAIN)
  if (!offchain && !isUtf8(bytes)) throw siwxErrors.signedMessageUnsupported()
  return bytes
}
