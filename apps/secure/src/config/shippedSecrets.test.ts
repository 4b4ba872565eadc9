import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { findRepoRoot } from '@kit/server-shared'
import { shippedSecretMessage } from '@kit/server-shared/secrets'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { parseMasterKey } from '../crypto/masterKey.js'
import { startSecure } from '../startSecure.js'
import { TEST_SECURE_KEY } from '../testing/testSecure.js'
import { isShippedMasterKey } from './shippedSecrets.js'

// The production-secret rule: under NODE_ENV=production the secure frame refuses every secret in
// effect that ships in the repository, one line per variable, and starts with secrets of its own.
const production = { port: 0, dataDir: 'memory://', smtp: { url: 'smtp://127.0.0.1:1' }, log: () => undefined } as const
const google = (clientSecret: string) => ({ google: { issuer: 'https://accounts.example.com', clientId: 'kit', clientSecret } })
let dir: string
const previousNodeEnv = process.env.NODE_ENV

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-secure-shipped-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))
afterEach(() => {
  process.env.NODE_ENV = previousNodeEnv
})

/** Every master key written literally in the repository's sources and tests (`'11'.repeat(32)`, `Buffer.alloc(32, 0xb2)`). */
function repositoryKeys(): string[] {
  const root = findRepoRoot(import.meta.dirname)
  const keys = new Set<string>()
  const visit = (path: string): void => {
    for (const name of readdirSync(path)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue
      const child = join(path, name)
      if (statSync(child).isDirectory()) visit(child)
      else if (/\.(ts|mjs|js)$/.test(name)) {
        const text = readFileSync(child, 'utf8')
        if (!/secureKey|KIT_SECURE_KEY|TEST_SECURE_KEY|KEY_[A-Z]\b/.test(text)) continue
        for (const match of text.matchAll(/'([0-9a-f]{2})'\.repeat\(32\)/g)) keys.add(match[1]!.repeat(32))
        for (const match of text.matchAll(/Buffer\.alloc\(32, (0x[0-9a-f]{2})\)/g)) keys.add(Buffer.alloc(32, Number(match[1])).toString('base64'))
      }
    }
  }
  for (const part of ['apps', 'e2e', 'scripts', 'packages']) visit(join(root, part))
  return [...keys]
}

describe('secrets that ship in the repository', () => {
  test('behavior: every master key in the repository is recognised; random keys are not', () => {
    const keys = repositoryKeys()
    expect(keys.length).toBeGreaterThanOrEqual(10)
    expect(keys).toContain(TEST_SECURE_KEY)
    for (const key of keys) expect(isShippedMasterKey(parseMasterKey(key)), key).toBe(true)
    for (let n = 0; n < 1_000; n += 1) expect(isShippedMasterKey(randomBytes(32))).toBe(false)
  })

  test('behavior: NODE_ENV=production refuses the repository master key (KIT_SECURE_KEY, hex or base64)', async () => {
    process.env.NODE_ENV = 'production'
    await expect(startSecure({ ...production, secureKey: TEST_SECURE_KEY })).rejects.toThrow(
      'Refusing to start with NODE_ENV=production: KIT_SECURE_KEY is the development default that ships in the repository. Set KIT_SECURE_KEY to a secret of your own.',
    )
    await expect(startSecure({ ...production, secureKey: Buffer.alloc(32, 0xb2).toString('base64') })).rejects.toThrow(shippedSecretMessage('KIT_SECURE_KEY'))
  })

  test('behavior: NODE_ENV=production refuses a key file holding a repository key (KIT_SECURE_KEY_FILE)', async () => {
    const file = join(dir, 'shipped.key')
    writeFileSync(file, `${'22'.repeat(32)}\n`, { mode: 0o600 })
    process.env.NODE_ENV = 'production'
    await expect(startSecure({ ...production, keyFile: file })).rejects.toThrow(shippedSecretMessage('KIT_SECURE_KEY_FILE'))
  })

  test('behavior: NODE_ENV=production refuses a social client secret from the repository; several offenders, one line each', async () => {
    process.env.NODE_ENV = 'production'
    const secureKey = randomBytes(32).toString('hex')
    await expect(startSecure({ ...production, secureKey, social: google('secret') })).rejects.toThrow(
      shippedSecretMessage('KIT_SECURE_SOCIAL (google.clientSecret)'),
    )
    const both = await startSecure({ ...production, secureKey: TEST_SECURE_KEY, social: google('secret') }).catch((error: Error) => error)
    expect((both as Error).message.split('\n')).toEqual([
      shippedSecretMessage('KIT_SECURE_KEY'),
      shippedSecretMessage('KIT_SECURE_SOCIAL (google.clientSecret)'),
    ])
    // The development stand-ins (local OpenID Connect provider, SMTP catcher) are refused with development mode itself.
    await expect(startSecure({ ...production, mode: 'development', secureKey })).rejects.toThrow(/^NODE_ENV=production with KIT_SECURE_MODE=development/)
  })

  test('default: NODE_ENV=production with secrets of its own starts', async () => {
    process.env.NODE_ENV = 'production'
    const secure = await startSecure({ ...production, secureKey: randomBytes(32).toString('base64'), social: google(randomBytes(16).toString('hex')) })
    try {
      expect((await fetch(`${secure.url}/healthz`)).status).toBe(200)
      expect(secure.oidcIssuer).toBeNull()
    } finally {
      await secure.stop()
    }
  })

  test('behavior: the CLI exits 1 with the refusal as its error line', async () => {
    const cli = join(import.meta.dirname, '../../bin/kit-secure.js')
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      KIT_SECURE_MODE: '',
      KIT_SMTP_URL: 'smtp://127.0.0.1:1',
      KIT_SECURE_PORT: '0',
      KIT_SECURE_DATA_DIR: 'memory://',
    }
    const refused = await promisify(execFile)(process.execPath, [cli], { env: { ...env, KIT_SECURE_KEY: TEST_SECURE_KEY } }).catch(
      (error: { code: number; stderr: string }) => error,
    )
    expect(refused).toMatchObject({ code: 1 })
    const line = JSON.parse((refused as { stderr: string }).stderr.trim().split('\n').at(-1) ?? '{}') as { level: string; msg: string }
    expect(line).toMatchObject({ level: 'error', msg: shippedSecretMessage('KIT_SECURE_KEY') })
  })
})
