import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEVNET_NAMES } from '@kit/devnet'
import { ShippedSecretError } from '@kit/server-shared/secrets'
import { generatePrivateKey, mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { loadApiConfig } from './loadApiConfig.js'

const refusal = (variable: string): string =>
  `Refusing to start with NODE_ENV=production: ${variable} is the development default that ships in the repository. Set ${variable} to a secret of your own.`
const anvilKey = (index: number): string => {
  const key = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: index }).getHdKey().privateKey!
  return `0x${Buffer.from(key).toString('hex')}`
}
const refused = (env: NodeJS.ProcessEnv): readonly string[] => {
  try {
    loadApiConfig({ env })
  } catch (error) {
    if (error instanceof ShippedSecretError) return error.variables
    throw error
  }
  return []
}
const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url))

describe('refuseShippedSecrets (NODE_ENV=production)', () => {
  it('refuses the shipped names gateway key and on-ramp sandbox key, one line per variable', () => {
    let error: unknown
    try {
      loadApiConfig({ env: { NODE_ENV: 'production' } })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ShippedSecretError)
    expect((error as ShippedSecretError).lines).toEqual([refusal('KIT_API_NAMES_GATEWAY_KEY'), refusal('KIT_API_ONRAMP_KEY')])
  })

  it('refuses an anvil test-mnemonic key, the devnet gateway key and the sandbox default however they come in', () => {
    const fresh = { KIT_API_ONRAMP_KEY: 'a-real-onramp-key-4f1c9e' }
    for (const key of [anvilKey(0), anvilKey(9), anvilKey(19).toUpperCase().replace('0X', '0x'), DEVNET_NAMES.gatewayPrivateKey]) {
      expect(refused({ NODE_ENV: 'production', ...fresh, KIT_API_NAMES_GATEWAY_KEY: key }), key).toEqual(['KIT_API_NAMES_GATEWAY_KEY'])
    }
    expect(refused({ NODE_ENV: 'production', KIT_API_NAMES_GATEWAY_KEY: generatePrivateKey(), KIT_API_ONRAMP_KEY: 'kit-onramp-sandbox' })).toEqual([
      'KIT_API_ONRAMP_KEY',
    ])
    // A config file of one's own carrying the shipped values is refused alike.
    const dir = mkdtempSync(join(tmpdir(), 'kit-api-secrets-'))
    const file = join(dir, 'config.json')
    writeFileSync(
      file,
      JSON.stringify({
        names: { gateway: { privateKey: anvilKey(3), resolver: DEVNET_NAMES.offchainResolver } },
        onramp: { providers: [{ name: 'other', displayName: 'Other', url: 'https://onramp.example', apiKey: 'kit-onramp-sandbox' }] },
      }),
    )
    expect(refused({ NODE_ENV: 'production', KIT_API_CONFIG: file })).toEqual(['KIT_API_NAMES_GATEWAY_KEY', 'onramp.providers (other).apiKey'])
  })

  it('accepts fresh secrets (also from KIT_API_NAMES_GATEWAY_KEY_FILE); development keeps the shipped defaults', () => {
    const key = generatePrivateKey()
    const env = { NODE_ENV: 'production', KIT_API_NAMES_GATEWAY_KEY: key, KIT_API_ONRAMP_KEY: 'a-real-onramp-key-4f1c9e' }
    expect(loadApiConfig({ env }).names.gateway?.privateKey).toBe(key)
    const dir = mkdtempSync(join(tmpdir(), 'kit-api-secrets-'))
    writeFileSync(join(dir, 'gateway.key'), `${key}\n`)
    const fromFile = loadApiConfig({ env: { ...env, KIT_API_NAMES_GATEWAY_KEY: undefined, KIT_API_NAMES_GATEWAY_KEY_FILE: join(dir, 'gateway.key') } })
    expect(fromFile.names.gateway?.privateKey).toBe(key)
    expect(() => loadApiConfig({ env: { KIT_API_NAMES_GATEWAY_KEY: '0x1234' } })).toThrow('KIT_API_NAMES_GATEWAY_KEY: expected a 32-byte hex private key')
    expect(() => loadApiConfig({ env: { KIT_API_NAMES_GATEWAY_KEY_FILE: join(dir, 'missing.key') } })).toThrow('KIT_API_NAMES_GATEWAY_KEY_FILE: cannot read')
    expect(loadApiConfig({ env: {} }).names.gateway?.privateKey).toBe(DEVNET_NAMES.gatewayPrivateKey)
    expect(loadApiConfig({ env: { NODE_ENV: 'development' } }).onramp.providers[0]?.apiKey).toBe('kit-onramp-sandbox')
  })

  /** The built CLI in a process of its own; resolves when it exits or prints that it listens (then stops it). */
  const runCli = (env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [CLI], {
        env: { PATH: process.env['PATH'], KIT_API_PORT: '0', KIT_API_DATA_DIR: 'memory://', KIT_API_INDEXER: 'off', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stdout = ''
      let stderr = ''
      let stopping = false
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString()
        if (stopping || !stdout.includes('Kit API listening on')) return
        stopping = true
        child.kill('SIGTERM')
      })
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString()
      })
      child.once('error', reject)
      child.once('exit', (code) => resolve({ code, stdout, stderr }))
    })

  it('the CLI exits 1 naming the variables, and starts with secrets of its own', async () => {
    const [refusedRun, started] = await Promise.all([
      runCli({ NODE_ENV: 'production' }),
      runCli({ NODE_ENV: 'production', KIT_API_NAMES_GATEWAY_KEY: generatePrivateKey(), KIT_API_ONRAMP_KEY: 'a-real-onramp-key-4f1c9e' }),
    ])
    expect(refusedRun.code).toBe(1)
    expect(
      refusedRun.stderr
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).msg),
    ).toEqual([refusal('KIT_API_NAMES_GATEWAY_KEY'), refusal('KIT_API_ONRAMP_KEY')])
    expect(started.stdout).toContain('Kit API listening on http://127.0.0.1:')
    expect(started.stdout).toContain('"msg":"stopped"')
    expect(started.code).toBe(0)
  })
})
