import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { DEVNET_TREASURY_KEY } from './onRampConfig.js'
import { productionSecretProblems } from './productionSecrets.js'

const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url))
const refusal = (name: string) =>
  `Refusing to start with NODE_ENV=production: ${name} is the development default that ships in the repository. Set ${name} to a secret of your own.`
/** Anvil's account 0 (the test mnemonic's first key). */
const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/** Runs the CLI until it prints that it listens (then stops it) or exits; resolves with its output and exit code. */
function runCli(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [cli], {
    env: { PATH: process.env.PATH ?? '', KIT_ONRAMP_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    // The last line of the start banner: the signal handlers are in place.
    if (stdout.includes('orders in')) child.kill('SIGTERM')
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })))
}

describe('production secrets', () => {
  test('the default API key and anvil test keys are refused in production, one message per variable', () => {
    expect(productionSecretProblems({})).toEqual([])
    expect(productionSecretProblems({ NODE_ENV: 'production' })).toEqual([refusal('KIT_ONRAMP_API_KEY'), refusal('KIT_ONRAMP_TREASURY_KEY')])
    expect(productionSecretProblems({ NODE_ENV: 'production', KIT_ONRAMP_API_KEY: 'kit-onramp-sandbox', KIT_ONRAMP_TREASURY_KEY: ANVIL_KEY_0 })).toHaveLength(2)
    expect(
      productionSecretProblems({
        NODE_ENV: 'production',
        KIT_ONRAMP_API_KEY: 'a-fresh-secret-key',
        KIT_ONRAMP_TREASURY_KEY: DEVNET_TREASURY_KEY.toUpperCase(),
      }),
    ).toEqual([refusal('KIT_ONRAMP_TREASURY_KEY')])
    expect(
      productionSecretProblems({ NODE_ENV: 'production', KIT_ONRAMP_API_KEY: 'a-fresh-secret-key', KIT_ONRAMP_TREASURY_KEY: generatePrivateKey() }),
    ).toEqual([])
  })

  // PGlite takes seconds to start on a busy 2-core machine: a generous timeout.
  test('the CLI refuses to start with them and starts with fresh ones', { timeout: 120_000 }, async () => {
    const refused = await runCli({ NODE_ENV: 'production', KIT_ONRAMP_TREASURY_KEY: ANVIL_KEY_0 })
    expect(refused.code).toBe(1)
    expect(refused.stderr.trim().split('\n')).toEqual([refusal('KIT_ONRAMP_API_KEY'), refusal('KIT_ONRAMP_TREASURY_KEY')])
    const fresh = await runCli({ NODE_ENV: 'production', KIT_ONRAMP_API_KEY: `key-${generatePrivateKey()}`, KIT_ONRAMP_TREASURY_KEY: generatePrivateKey() })
    expect(fresh.stdout).toContain('Kit on-ramp sandbox listening on http://127.0.0.1:')
    expect(fresh.code).toBe(0)
  })
})
