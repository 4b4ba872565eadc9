import { createHash, randomBytes } from 'node:crypto'
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { MasterKeyError } from './masterKeyErrors.js'

/** The AES-256-GCM key that encrypts embedded-wallet keys at rest. */
export interface MasterKey {
  readonly key: Buffer
  /** First 8 bytes of sha256(key), hex: stored next to each ciphertext. */
  readonly id: string
  readonly source: 'configuration' | 'key-file' | 'generated-file' | 'ephemeral'
}

/** Parses 32 bytes given as 64 hex characters (optional 0x) or base64 / base64url. */
export function parseMasterKey(value: string): Buffer {
  const trimmed = value.trim()
  const hex = trimmed.replace(/^0x/i, '')
  const bytes = /^[0-9a-fA-F]{64}$/.test(hex) ? Buffer.from(hex, 'hex') : Buffer.from(trimmed, 'base64')
  if (bytes.length !== 32) throw new MasterKeyError('KIT_SECURE_KEY must be 32 bytes (64 hex characters or base64)')
  return bytes
}

export function toMasterKey(key: Buffer, source: MasterKey['source']): MasterKey {
  return { key, id: createHash('sha256').update(key).digest('hex').slice(0, 16), source }
}

/** Whether `file` is `dir` or anywhere under it. */
function isInside(file: string, dir: string): boolean {
  const path = relative(resolve(dir), resolve(file))
  return path === '' || (!path.startsWith('..') && !isAbsolute(path))
}

/**
 * Where development mode keeps the generated key of `dataDir`: outside it, under the user's
 * config directory (`$XDG_CONFIG_HOME/kit/secure-dev-keys/<sha256(dataDir)>.key`), so a copy of
 * the data directory does not carry the key that decrypts it.
 */
export function developmentKeyFile(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const configHome = env.XDG_CONFIG_HOME || join(homedir(), '.config')
  const name = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16)
  return join(configHome, 'kit', 'secure-dev-keys', `${name}.key`)
}

function readKeyFile(file: string, mode: 'development' | 'production'): Buffer {
  if (mode === 'production' && (statSync(file).mode & 0o077) !== 0) {
    throw new MasterKeyError(`The master key file ${file} is readable by other users: chmod 600 it`)
  }
  try {
    return parseMasterKey(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new MasterKeyError(`The master key file ${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

function writeKeyFile(file: string, key: Buffer): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
  chmodSync(file, 0o600)
}

export interface LoadMasterKeyParameters {
  /** `KIT_SECURE_KEY`: the key itself (32 bytes, hex or base64). */
  readonly secureKey?: string | undefined
  /** `KIT_SECURE_KEY_FILE`: a file holding the key, outside `dataDir`. */
  readonly keyFile?: string | undefined
  readonly dataDir: string
  readonly mode: 'development' | 'production'
  readonly log?: (message: string) => void
  readonly env?: NodeJS.ProcessEnv
}

/**
 * The master key. Production: `secureKey`, or an existing `keyFile` outside the data directory
 * (mode 0600); anything else refuses to start. Development: the same, else a random key for
 * `memory://`, else a key generated once in {@link developmentKeyFile} (never inside the data
 * directory; a `master.key` left there by older versions is moved out).
 */
export function loadMasterKey(parameters: LoadMasterKeyParameters): MasterKey {
  const { dataDir, mode, log = () => undefined } = parameters
  const onDisk = dataDir !== 'memory://'
  if (parameters.secureKey !== undefined) return toMasterKey(parseMasterKey(parameters.secureKey), 'configuration')
  if (parameters.keyFile !== undefined) {
    const file = resolve(parameters.keyFile)
    if (onDisk && isInside(file, dataDir)) {
      throw new MasterKeyError(`KIT_SECURE_KEY_FILE ${file} is inside the data directory ${dataDir} it protects: keep the key elsewhere`)
    }
    if (existsSync(file)) return toMasterKey(readKeyFile(file, mode), 'key-file')
    if (mode === 'production') throw new MasterKeyError(`KIT_SECURE_KEY_FILE ${file} does not exist`)
    const key = randomBytes(32)
    writeKeyFile(file, key)
    return toMasterKey(key, 'key-file')
  }
  if (mode === 'production') {
    throw new MasterKeyError(
      'Production mode needs an external master key: set KIT_SECURE_KEY (32 bytes, hex or base64) or KIT_SECURE_KEY_FILE (a file outside the data directory). For local development set KIT_SECURE_MODE=development.',
    )
  }
  if (!onDisk) return toMasterKey(randomBytes(32), 'ephemeral')
  const file = developmentKeyFile(dataDir, parameters.env)
  const legacy = join(dataDir, 'master.key')
  if (!existsSync(file) && existsSync(legacy)) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
    copyFileSync(legacy, file)
    chmodSync(file, 0o600)
    log(`Moved the development master key out of the data directory: ${legacy} → ${file}`)
  }
  if (existsSync(legacy)) {
    if (!readKeyFile(legacy, mode).equals(readKeyFile(file, mode))) {
      throw new MasterKeyError(
        `Two development master keys: ${legacy} (inside the data directory) and ${file}. Keep the one that encrypts this data at ${file} and delete the other`,
      )
    }
    unlinkSync(legacy)
  }
  if (existsSync(file)) return toMasterKey(readKeyFile(file, mode), 'generated-file')
  const key = randomBytes(32)
  writeKeyFile(file, key)
  log(`Generated a development master key in ${file}`)
  return toMasterKey(key, 'generated-file')
}
