import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { MasterKey } from './masterKey.js'

const VERSION = 'v1'

export class KeyDecryptionError extends Error {
  override name = 'KeyDecryptionError'
}

/**
 * Encrypts `plaintext` with AES-256-GCM (random 96-bit IV). `associatedData` (the user id and the
 * address) is authenticated, so a ciphertext copied to another row does not decrypt.
 * Output: `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export function encryptSecret(masterKey: MasterKey, plaintext: string, associatedData: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', masterKey.key, iv)
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  const tag = cipher.getAuthTag()
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.')
}

/** Reverses `encryptSecret`; throws `KeyDecryptionError` for a wrong key, other associated data or a tampered value. */
export function decryptSecret(masterKey: MasterKey, encrypted: string, associatedData: string): string {
  const [version, iv, tag, ciphertext] = encrypted.split('.')
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
    throw new KeyDecryptionError('Unknown key encryption format')
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', masterKey.key, Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(associatedData, 'utf8'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
  } catch (cause) {
    throw new KeyDecryptionError('The embedded-wallet key could not be decrypted (wrong KIT_SECURE_KEY?)', { cause })
  }
}
