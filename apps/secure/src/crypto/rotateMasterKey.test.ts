import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { upsertUser } from '../auth/users.js'
import { ProductionRefusalError } from '../config/configErrors.js'
import { loadSecureConfig } from '../config/loadSecureConfig.js'
import { rotateKey } from '../rotateKey.js'
import { startSecure } from '../startSecure.js'
import { startTestSecure } from '../testing/testSecure.js'
import { loadSolanaSigner } from '../wallet/solanaWallets.js'
import { loadSigner } from '../wallet/wallets.js'
import { MasterKeyMismatchError } from './masterKeyErrors.js'

const KEY_A = 'a1'.repeat(32)
const KEY_B = Buffer.alloc(32, 0xb2).toString('base64')
const KEY_C = 'c3'.repeat(32)
let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kit-secure-rotate-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('master key rotation', () => {
  test('default: rotate-key re-encrypts every stored key (EVM and Solana); the new key signs for the same addresses, the old one is refused at start', async () => {
    const dataDir = join(dir, 'data')
    const first = await startTestSecure({ dataDir, secureKey: KEY_A })
    const users = []
    for (const email of ['r1@example.com', 'r2@example.com', 'r3@example.com'])
      users.push(await upsertUser(first.internals.context, { authProvider: 'email', subject: email, email, userName: null }))
    const signature = await (await loadSigner(first.internals.context, users[0]!.id)).signMessage({ message: 'before' })
    const solanaSignature = (await loadSolanaSigner(first.internals.context, users[0]!.id)).sign(new TextEncoder().encode('before'))
    await first.stop()

    const config = loadSecureConfig({}, { mode: 'development', dataDir, secureKey: KEY_A })
    expect(await rotateKey(config, KEY_B)).toMatchObject({ rotated: 6, alreadyRotated: 0 })

    // The old key no longer matches the stored rows: refused at start with a clear message.
    await expect(startTestSecure({ dataDir, secureKey: KEY_A })).rejects.toThrow(
      /6 stored wallet key\(s\) are encrypted with master key [0-9a-f]{16}, not the configured one/,
    )
    await expect(startTestSecure({ dataDir, secureKey: KEY_A })).rejects.toThrow(MasterKeyMismatchError)
    const second = await startTestSecure({ dataDir, secureKey: KEY_B })
    try {
      for (const user of users) {
        expect((await loadSigner(second.internals.context, user.id)).address).toBe(user.address)
        expect((await loadSolanaSigner(second.internals.context, user.id)).address).toBe(user.solanaAddress)
      }
      expect(await (await loadSigner(second.internals.context, users[0]!.id)).signMessage({ message: 'before' })).toBe(signature)
      expect((await loadSolanaSigner(second.internals.context, users[0]!.id)).sign(new TextEncoder().encode('before'))).toEqual(solanaSignature)
    } finally {
      await second.stop()
    }
    // A re-run (an interrupted rotation finished) changes nothing twice; a wrong current key changes nothing.
    expect(await rotateKey(config, KEY_B)).toMatchObject({ rotated: 0, alreadyRotated: 6 })
    expect(await rotateKey(loadSecureConfig({}, { mode: 'development', dataDir, secureKey: KEY_B }), KEY_B).catch((error: Error) => error.message)).toBe(
      'The new master key is the current one',
    )
    expect(await rotateKey(loadSecureConfig({}, { mode: 'development', dataDir, secureKey: KEY_A }), KEY_C).catch((error: Error) => error.message)).toMatch(
      /^3 stored wallet key\(s\) are under another master key .*: nothing was changed$/,
    )
    await expect(rotateKey(loadSecureConfig({}, { mode: 'development', dataDir, secureKey: KEY_A }), KEY_C)).rejects.toThrow(MasterKeyMismatchError)
    const third = await startTestSecure({ dataDir, secureKey: KEY_B })
    await third.stop()
  }, 120_000)

  test('default: the CLI command `kit-secure rotate-key --new-key-file` (built dist)', async () => {
    const dataDir = join(dir, 'cli-data')
    const first = await startTestSecure({ dataDir, secureKey: KEY_A })
    const user = await upsertUser(first.internals.context, { authProvider: 'email', subject: 'cli@example.com', email: 'cli@example.com', userName: null })
    await first.stop()
    const newKeyFile = join(dir, 'new.key')
    writeFileSync(newKeyFile, KEY_C, { mode: 0o600 })
    const cli = join(import.meta.dirname, '../../bin/kit-secure.js')
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'rotate-key', '--new-key-file', newKeyFile], {
      env: { ...process.env, KIT_SECURE_MODE: 'development', KIT_SECURE_DATA_DIR: dataDir, KIT_SECURE_KEY: KEY_A },
    })
    expect(stdout).toMatch(/^Re-encrypted 2 wallet key\(s\) from master key [0-9a-f]{16} to [0-9a-f]{16} \(0 already under it\)/)
    const second = await startTestSecure({ dataDir, secureKey: KEY_C })
    try {
      expect((await loadSigner(second.internals.context, user.id)).address).toBe(user.address)
    } finally {
      await second.stop()
    }
  }, 120_000)
})

describe('production mode', () => {
  const base = { port: 0, smtp: { port: 0, host: '127.0.0.1' }, dataDir: 'memory://', log: () => undefined }

  test('behavior: refuses to start without an external master key, and with the /inbox catch-all on', async () => {
    await expect(startSecure({ ...base, smtp: { url: 'smtp://127.0.0.1:1' } })).rejects.toThrow(
      /^Production mode needs an external master key: set KIT_SECURE_KEY/,
    )
    await expect(startSecure({ ...base, secureKey: KEY_A })).rejects.toThrow(/^Production mode needs a real SMTP server \(KIT_SMTP_URL\)/)
    await expect(startSecure({ ...base, mode: 'production', secureKey: KEY_A })).rejects.toThrow(/needs a real SMTP server/)
    await expect(startSecure({ ...base, mode: 'production', secureKey: KEY_A })).rejects.toThrow(ProductionRefusalError)
    const previous = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      await expect(startSecure({ ...base, mode: 'development', secureKey: KEY_A })).rejects.toThrow(/^NODE_ENV=production with KIT_SECURE_MODE=development/)
    } finally {
      process.env.NODE_ENV = previous
    }
  })

  test('default: with a key and a real SMTP URL it starts, and has no inbox', async () => {
    const secure = await startSecure({ ...base, secureKey: KEY_A, smtp: { url: 'smtp://127.0.0.1:1' } })
    try {
      expect(secure.inboxUrl).toBeNull()
      expect((await fetch(`${secure.url}/inbox.json`)).status).toBe(404)
      expect((await fetch(`${secure.url}/inbox`)).status).toBe(404)
    } finally {
      await secure.stop()
    }
  })

  test('behavior: the CLI refuses to start in production without a key, with the reason', async () => {
    const cli = join(import.meta.dirname, '../../bin/kit-secure.js')
    const result = await promisify(execFile)(process.execPath, [cli], {
      env: {
        ...process.env,
        KIT_SECURE_MODE: '',
        KIT_SECURE_KEY: '',
        KIT_SMTP_URL: 'smtp://127.0.0.1:1',
        NODE_ENV: 'production',
        KIT_SECURE_PORT: '0',
        KIT_SECURE_DATA_DIR: join(dir, 'prod'),
      },
    }).catch((error: { code: number; stderr: string }) => error)
    // The CLI logs JSON lines: the reason is the error line's msg.
    expect(result).toMatchObject({ code: 1, stderr: expect.stringMatching(/"level":"error".*"msg":"Production mode needs an external master key/) })
  })
})
