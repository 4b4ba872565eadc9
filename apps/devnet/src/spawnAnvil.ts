import { type ChildProcess, spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { DEVNET_MNEMONIC } from './devnetAccounts.js'
import { resolveAnvilBinary } from './resolveAnvilBinary.js'
import { rpcChainId } from './rpcChainId.js'

export interface SpawnAnvilOptions {
  readonly chainId: number
  readonly port: number
  readonly host?: string
  readonly startTimeoutMs?: number
  readonly env?: NodeJS.ProcessEnv
}

/** A running anvil child process. */
export interface AnvilProcess {
  readonly chainId: number
  readonly port: number
  readonly rpcUrl: string
  readonly child: ChildProcess
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
  stop(graceMs?: number): Promise<void>
}

/** Starts `anvil --silent` and resolves once its JSON-RPC answers with the expected chain id. */
export async function spawnAnvil(options: SpawnAnvilOptions): Promise<AnvilProcess> {
  const host = options.host ?? '127.0.0.1'
  const rpcUrl = `http://${host}:${options.port}`
  const { command, args } = resolveAnvilBinary(options.env)
  const child = spawn(
    command,
    [
      ...args,
      '--silent',
      '--chain-id',
      String(options.chainId),
      '--port',
      String(options.port),
      '--host',
      host,
      '--mnemonic',
      DEVNET_MNEMONIC,
      '--accounts',
      '10',
      // EIP-7702 delegations (smart accounts over Simple7702Account) need Prague.
      '--hardfork',
      'prague',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000)
  })
  let failure: string | undefined
  child.once('error', (error) => {
    failure = error.message
  })
  const exited = new Promise<void>((resolve) => {
    child.once('close', (code, signal) => {
      failure ??= stderr.trim() || `exited with ${signal ?? `code ${code}`}`
      resolve()
    })
  })

  const stop = async (graceMs = 2_000): Promise<void> => {
    if (child.pid === undefined) return // spawning failed, nothing to stop
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(graceMs > 0 ? 'SIGTERM' : 'SIGKILL')
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    await exited
    clearTimeout(timer)
  }

  const deadline = Date.now() + (options.startTimeoutMs ?? 15_000)
  for (;;) {
    if (failure !== undefined) {
      await stop(0)
      throw new Error(`anvil (chain ${options.chainId}, ${rpcUrl}) failed to start: ${failure}`)
    }
    const chainId = await rpcChainId(rpcUrl, 500)
    if (chainId === options.chainId) break
    if (chainId !== undefined) {
      await stop(0)
      throw new Error(`${rpcUrl} answered with chain id ${chainId}, expected ${options.chainId}`)
    }
    if (Date.now() > deadline) {
      await stop(0)
      throw new Error(`anvil (chain ${options.chainId}) did not answer on ${rpcUrl} in time. ${stderr.trim()}`)
    }
    await sleep(50)
  }
  return { chainId: options.chainId, port: options.port, rpcUrl, child, stop }
}
