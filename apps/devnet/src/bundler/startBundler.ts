import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { createPublicClient, type Hex, http, keccak256, numberToHex, parseEther, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEVNET_ACCOUNT_ABSTRACTION } from '../accountAbstraction/devnetAccountAbstraction.js'
import { findFreePort } from '../findFreePort.js'
import { isPortFree } from '../isPortFree.js'
import { PortInUseError } from '../portErrors.js'
import { ServiceStartError } from '../startErrors.js'
import { superviseChild } from '../superviseChild.js'

/** The bundler's default port (`npm start`; `KIT_BUNDLER_PORT` overrides it). */
export const BUNDLER_DEFAULT_PORT = 4337

/**
 * The bundler's own keys, derived from fixed labels so no devnet account's nonce moves: the
 * executor sends `handleOps`, the utility key deploys alto's simulation contracts at start.
 * Both are funded with `anvil_setBalance`.
 */
export const BUNDLER_KEYS = {
  executor: keccak256(stringToHex('kit devnet bundler executor')),
  utility: keccak256(stringToHex('kit devnet bundler utility')),
} as const satisfies Record<string, Hex>

export interface StartBundlerOptions {
  /** The anvil chain the bundler submits to (it must run the canonical EntryPoint v0.8). */
  readonly rpcUrl: string
  /** Default {@link BUNDLER_DEFAULT_PORT}; 0 = a free port. */
  readonly port?: number
  readonly startTimeoutMs?: number
}

export interface Bundler {
  /** The ERC-4337 JSON-RPC endpoint (`eth_sendUserOperation`, `eth_getUserOperationReceipt`, ...). */
  readonly url: string
  readonly port: number
  readonly child: ChildProcess
  /** SIGTERM, then SIGKILL after 2 s; resolves once the process has exited. */
  stop(): Promise<void>
}

/** The `alto` CLI of the `@pimlico/alto` package (its package.json is not exported, so via its main module). */
function altoCli(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@pimlico/alto')), 'cli/alto.js')
}

async function supportsEntryPoint(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    const body = (await response.json()) as { result?: string[] }
    return (body.result ?? []).some((address) => address.toLowerCase() === DEVNET_ACCOUNT_ABSTRACTION.canonicalEntryPoint.toLowerCase())
  } catch {
    return false
  }
}

/**
 * Starts Pimlico's ERC-4337 bundler (`@pimlico/alto`, run from npm, no network needed) against
 * one local chain, for EntryPoint v0.8 at its canonical address (EIP-7702 accounts included).
 * Unsafe mode: anvil has no ERC-7562 tracer, so the opcode/storage rules are not enforced;
 * everything else (simulation, gas checks, bundling) is alto's. Resolves once it answers.
 */
export async function startBundler(options: StartBundlerOptions): Promise<Bundler> {
  const port = options.port === 0 ? await findFreePort() : (options.port ?? BUNDLER_DEFAULT_PORT)
  const url = `http://127.0.0.1:${port}`
  // Another stack's bundler on this port would answer the readiness check for a different chain.
  if (!(await isPortFree(port, '127.0.0.1')))
    throw new PortInUseError(`Port ${port} on 127.0.0.1 is in use; set KIT_BUNDLER_PORT (KIT_E2E_BUNDLER_PORT for the end-to-end stack) to another port.`)
  const client = createPublicClient({ transport: http(options.rpcUrl, { retryCount: 0 }) })
  for (const key of Object.values(BUNDLER_KEYS))
    await client.request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [privateKeyToAccount(key).address, numberToHex(parseEther('1000'))] as never,
    })

  // biome-ignore format: one flag and its value per line
  const args = [
    altoCli(),
    '--rpc-url', options.rpcUrl,
    '--port', String(port),
    '--entrypoints', DEVNET_ACCOUNT_ABSTRACTION.canonicalEntryPoint,
    '--executor-private-keys', BUNDLER_KEYS.executor,
    '--utility-private-key', BUNDLER_KEYS.utility,
    '--safe-mode', 'false',
    '--deploy-simulations-contract', 'true',
    // anvil mines each transaction at once: look for receipts often.
    '--block-time', '100',
    '--log-level', 'warn',
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, SENTRY_DSN: '' } })
  const { failure, stderr, stop } = superviseChild(child)

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000)
  for (;;) {
    if (failure() !== undefined) {
      await stop()
      throw new ServiceStartError(`bundler (alto, ${url} for ${options.rpcUrl}) failed to start: ${failure()}`)
    }
    // Ready only while our own child runs (the port was free when it started).
    if (child.exitCode === null && (await supportsEntryPoint(url))) break
    if (Date.now() > deadline) {
      await stop()
      throw new ServiceStartError(`bundler (alto) did not answer on ${url} in time. ${stderr().trim()}`)
    }
    await sleep(200)
  }
  return { url, port, child, stop }
}
