import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { upsertUser } from '../auth/users.js'
import { startTestSecure } from '../testing/testSecure.js'
import { loadSolanaSigner } from '../wallet/solanaWallets.js'
import { WalletNotFoundError } from '../wallet/walletErrors.js'
import { loadSigner } from '../wallet/wallets.js'
import { decryptSecret, encryptSecret, KeyDecryptionError } from './keyEncryption.js'
import { developmentKeyFile, loadMasterKey, parseMasterKey } from './masterKey.js'
import { MasterKeyError } from './masterKeyErrors.js'

const keyA = loadMasterKey({ secureKey: 'aa'.repeat(32), dataDir: 'memory://', mode: 'production' })
const keyB = loadMasterKey({ secureKey: Buffer.alloc(32, 0xbb).toString('base64'), dataDir: 'memory://', mode: 'production' })

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
    expect(() => parseMasterKey('short')).toThrow(MasterKeyError)
  })

  test('behavior: a development key is generated once, outside the data directory it protects (0600); an old one inside is moved out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-secure-key-'))
    const env = { XDG_CONFIG_HOME: join(dir, 'config') }
    const dataDir = join(dir, 'data')
    try {
      const first = loadMasterKey({ dataDir, mode: 'development', env })
      const second = loadMasterKey({ dataDir, mode: 'development', env })
      expect(first.source).toBe('generated-file')
      expect(second.key.equals(first.key)).toBe(true)
      const file = developmentKeyFile(dataDir, env)
      expect(file.startsWith(join(dir, 'config', 'kit', 'secure-dev-keys'))).toBe(true)
      expect(statSync(file).mode & 0o777).toBe(0o600)
      expect(readFileSync(file, 'utf8').trim()).toBe(first.key.toString('hex'))
      expect(existsSync(join(dataDir, 'master.key'))).toBe(false)

      // A master.key left inside another data directory by an older version: moved out, same key.
      const oldDir = join(dir, 'old-data')
      mkdirSync(oldDir)
      writeFileSync(join(oldDir, 'master.key'), `${'cd'.repeat(32)}\n`)
      const moved = loadMasterKey({ dataDir: oldDir, mode: 'development', env })
      expect(moved.key.toString('hex')).toBe('cd'.repeat(32))
      expect(existsSync(join(oldDir, 'master.key'))).toBe(false)
      expect(existsSync(developmentKeyFile(oldDir, env))).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('behavior: production needs an external key; a key file inside the data directory is refused in any mode', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-secure-key-'))
    try {
      expect(() => loadMasterKey({ dataDir: dir, mode: 'production' })).toThrow(/^Production mode needs an external master key: set KIT_SECURE_KEY/)
      expect(() => loadMasterKey({ dataDir: 'memory://', mode: 'production' })).toThrow(/^Production mode needs an external master key/)
      expect(() => loadMasterKey({ dataDir: 'memory://', mode: 'production' })).toThrow(MasterKeyError)
      for (const mode of ['production', 'development'] as const)
        expect(() => loadMasterKey({ dataDir: dir, keyFile: join(dir, 'sub', 'k.key'), mode })).toThrow(/is inside the data directory .* it protects/)
      const outside = join(tmpdir(), `kit-secure-key-file-${process.pid}-${Date.now()}.key`)
      expect(() => loadMasterKey({ dataDir: dir, keyFile: outside, mode: 'production' })).toThrow('does not exist')
      writeFileSync(outside, 'ef'.repeat(32), { mode: 0o644 })
      try {
        expect(() => loadMasterKey({ dataDir: dir, keyFile: outside, mode: 'production' })).toThrow('readable by other users')
        chmodSync(outside, 0o600)
        expect(loadMasterKey({ dataDir: dir, keyFile: outside, mode: 'production' })).toMatchObject({ source: 'key-file' })
      } finally {
        rmSync(outside, { force: true })
      }
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
      // A user without a wallet is a named failure, not a stray Error.
      await expect(loadSigner(context, 'no-such-user')).rejects.toThrow(WalletNotFoundError)
      await expect(loadSolanaSigner(context, 'no-such-user')).rejects.toThrow(WalletNotFoundError)
    } finally {
      await secure.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
