import { type ChildProcess, spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { DEVNET_MNEMONIC } from './devnetAccounts.js'
import { resolveAnvilBinary } from './resolveAnvilBinary.js'
import { rpcChainId } from './rpcChainId.js'
import { ServiceStartError } from './startErrors.js'
import { superviseChild } from './superviseChild.js'

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
  const { failure, stderr, stop } = superviseChild(child)

  const deadline = Date.now() + (options.startTimeoutMs ?? 15_000)
  for (;;) {
    if (failure() !== undefined) {
      await stop(0)
      throw new ServiceStartError(`anvil (chain ${options.chainId}, ${rpcUrl}) failed to start: ${failure()}`)
    }
    const chainId = await rpcChainId(rpcUrl, 500)
    if (chainId === options.chainId) break
    if (chainId !== undefined) {
      await stop(0)
      throw new ServiceStartError(`${rpcUrl} answered with chain id ${chainId}, expected ${options.chainId}`)
    }
    if (Date.now() > deadline) {
      await stop(0)
      throw new ServiceStartError(`anvil (chain ${options.chainId}) did not answer on ${rpcUrl} in time. ${stderr().trim()}`)
    }
    await sleep(50)
  }
  return { chainId: options.chainId, port: options.port, rpcUrl, child, stop }
}
