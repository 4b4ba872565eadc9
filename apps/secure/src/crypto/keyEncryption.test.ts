import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { upsertUser } from '../auth/users.js'
import { startTestSecure } from '../testing/testSecure.js'
import { loadSigner } from '../wallet/wallets.js'
import { decryptSecret, encryptSecret, KeyDecryptionError } from './keyEncryption.js'
import { loadMasterKey, parseMasterKey } from './masterKey.js'

const keyA = loadMasterKey({ secureKey: 'aa'.repeat(32), dataDir: 'memory://' })
const keyB = loadMasterKey({ secureKey: Buffer.alloc(32, 0xbb).toString('base64'), dataDir: 'memory://' })

describe('AES-256-GCM', () => {
  test('default: round trip, random IV', () => {
    const a = encryptSecret(keyA, 'secret', 'user-1')
    const b = encryptSecret(keyA, 'secret', 'user-1')
    expect(a).not.toBe(b)
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(decryptSecret(keyA, a, 'user-1')).toBe('secret')
  })

  test('behavior: wrong key, other associated data or tampering fail', () => {
    const encrypted = encryptSecret(keyA, 'secret', 'user-1')
    expect(() => decryptSecret(keyB, encrypted, 'user-1')).toThrow(KeyDecryptionError)
    expect(() => decryptSecret(keyA, encrypted, 'user-2')).toThrow(KeyDecryptionError)
    const parts = encrypted.split('.')
    parts[3] = Buffer.from('tampered').toString('base64url')
    expect(() => decryptSecret(keyA, parts.join('.'), 'user-1')).toThrow(KeyDecryptionError)
    expect(() => decryptSecret(keyA, 'garbage', 'user-1')).toThrow('Unknown key encryption format')
  })

  test('parameters: master key formats', () => {
    expect(parseMasterKey(`0x${'ab'.repeat(32)}`).length).toBe(32)
    expect(parseMasterKey(randomBytes(32).toString('base64')).length).toBe(32)
    expect(() => parseMasterKey('short')).toThrow('KIT_SECURE_KEY must be 32 bytes')
  })

  test('behavior: a development key is generated once in the data directory (0600)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-secure-key-'))
    try {
      const first = loadMasterKey({ dataDir: dir })
      const second = loadMasterKey({ dataDir: dir })
      expect(first.source).toBe('generated-file')
      expect(second.key.equals(first.key)).toBe(true)
      expect(statSync(join(dir, 'master.key')).mode & 0o777).toBe(0o600)
      expect(readFileSync(join(dir, 'master.key'), 'utf8').trim()).toBe(first.key.toString('hex'))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('embedded-wallet keys at rest', () => {
  test('default: the stored row never holds the key; decrypts to the wallet address; a wrong key fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-secure-db-'))
    const secure = await startTestSecure({ dataDir: dir })
    try {
      const { context } = secure.internals
      const user = await upsertUser(context, { authProvider: 'email', subject: 'keys@example.com', email: 'keys@example.com', userName: null })
      const [row] = await context.db.query<Record<string, string>>('select * from secure_wallets where user_id = $1', [user.id])
      const signer = await loadSigner(context, user.id)
      expect(signer.address).toBe(user.address)
      const privateKey = decryptSecret(context.masterKey, row?.encrypted_key ?? '', `kit-secure-wallet:${user.id}:${user.address.toLowerCase()}`)
      expect(privateKeyToAccount(privateKey as `0x${string}`).address).toBe(user.address)
      const stored = JSON.stringify(row).toLowerCase()
      expect(stored).not.toContain(privateKey.slice(2).toLowerCase())
      expect(stored).not.toContain(Buffer.from(privateKey.slice(2), 'hex').toString('base64').toLowerCase())
      expect(row?.key_id).toBe(context.masterKey.id)
      // The same rows under another master key cannot be decrypted.
      const wrong = { ...context, masterKey: keyB }
      await expect(loadSigner(wrong, user.id)).rejects.toThrow(KeyDecryptionError)
    } finally {
      await secure.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
