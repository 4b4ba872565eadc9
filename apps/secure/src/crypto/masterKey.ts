import { createHash, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The AES-256-GCM key that encrypts embedded-wallet keys at rest. */
export interface MasterKey {
  readonly key: Buffer
  /** First 8 bytes of sha256(key), hex: stored next to each ciphertext. */
  readonly id: string
  readonly source: 'configuration' | 'generated-file' | 'ephemeral'
}

/** Parses 32 bytes given as 64 hex characters (optional 0x) or base64 / base64url. */
export function parseMasterKey(value: string): Buffer {
  const trimmed = value.trim()
  const hex = trimmed.replace(/^0x/i, '')
  const bytes = /^[0-9a-fA-F]{64}$/.test(hex) ? Buffer.from(hex, 'hex') : Buffer.from(trimmed, 'base64')
  if (bytes.length !== 32) throw new Error('KIT_SECURE_KEY must be 32 bytes (64 hex characters or base64)')
  return bytes
}

function toMasterKey(key: Buffer, source: MasterKey['source']): MasterKey {
  return { key, id: createHash('sha256').update(key).digest('hex').slice(0, 16), source }
}

/**
 * The configured key, else the development key in `<dataDir>/master.key` (generated on first use,
 * mode 0600), else (for `memory://`) a random key that lives as long as the process.
 */
export function loadMasterKey(parameters: { secureKey?: string | undefined; dataDir: string }): MasterKey {
  if (parameters.secureKey !== undefined) return toMasterKey(parseMasterKey(parameters.secureKey), 'configuration')
  if (parameters.dataDir === 'memory://') return toMasterKey(randomBytes(32), 'ephemeral')
  const file = join(parameters.dataDir, 'master.key')
  if (existsSync(file)) return toMasterKey(parseMasterKey(readFileSync(file, 'utf8')), 'generated-file')
  mkdirSync(dirname(file), { recursive: true })
  const key = randomBytes(32)
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
  chmodSync(file, 0o600)
  return toMasterKey(key, 'generated-file')
}
