import type { Address } from 'viem'
import { deployAccountAbstraction } from './accountAbstraction/deployAccountAbstraction.js'
import { deployDevnetTokens } from './deployDevnetTokens.js'
import { DEVNET_ACCOUNTS } from './devnetAccounts.js'
import { DEVNET_CHAINS, type DevnetChainConfig } from './devnetChains.js'
import { DEVNET_TOKENS } from './devnetTokens.js'
import { deployDevnetNames } from './ens/deployDevnetNames.js'
import { devnetNamesGatewayUrl } from './ens/devnetNames.js'
import { findFreePort } from './findFreePort.js'
import { isPortFree } from './isPortFree.js'
import { PortInUseError } from './portErrors.js'
import { resolveDevnetPort } from './resolveDevnetPort.js'
import { rpcChainId } from './rpcChainId.js'
import { type AnvilProcess, spawnAnvil } from './spawnAnvil.js'
import { ServiceStartError } from './startErrors.js'
import { watchProcessExit } from './watchProcessExit.js'

export interface StartDevnetOptions {
  /** Port of the chain-31337 anvil (default 8545 or `KIT_ANVIL_PORT`); 0 = free port. */
  readonly anvilPort?: number
  /** Port of the chain-8453 anvil (default 8546 or `KIT_ANVIL_BASE_PORT`); 0 = free port. */
  readonly basePort?: number
  /** Pick free ports for both chains (tests). Overrides the two port options. */
  readonly freePorts?: boolean
  /** Kill the anvils on process exit / SIGINT / SIGTERM / SIGHUP (default true). */
  readonly handleSignals?: boolean
  /** Environment used for port overrides and `KIT_ANVIL_BIN` (default `process.env`). */
  readonly env?: NodeJS.ProcessEnv
  /**
   * Gateway URL template of the names offchain resolver (default: the Kit API on
   * `KIT_API_PORT` or 8787, `/v1/profile/gateway/{sender}/{data}.json`).
   */
  readonly namesGatewayUrl?: string
}

export interface DevnetChain {
  readonly chainId: number
  readonly name: string
  readonly rpcUrl: string
  readonly port: number
}

export interface Devnet {
  readonly chains: readonly DevnetChain[]
  readonly tokens: typeof DEVNET_TOKENS
  /** The ten funded accounts (anvil's default mnemonic, indexes 0-9). */
  readonly accounts: readonly Address[]
  /** Stops both anvils; resolves once they have exited. Safe to call twice. */
  stop(): Promise<void>
}

const HOST = '127.0.0.1'

async function choosePort(chain: DevnetChainConfig, requested: number): Promise<number> {
  if (requested === 0) return findFreePort(HOST)
  if (await isPortFree(requested, HOST)) return requested
  const url = `http://${HOST}:${requested}`
  const answered = await rpcChainId(url)
  if (answered === chain.chainId) {
    throw new PortInUseError(
      `${url} already serves a chain with id ${chain.chainId} (a devnet left running?). ` + `Stop it, or set ${chain.portEnv} to another port.`,
    )
  }
  throw new PortInUseError(`Port ${requested} on ${HOST} is in use; set ${chain.portEnv} to another port.`)
}

/** Spawns one chain; in free-port mode retries when another process grabbed the port first. */
async function startChain(chain: DevnetChainConfig, requested: number, env: NodeJS.ProcessEnv): Promise<AnvilProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = await choosePort(chain, requested)
    try {
      return await spawnAnvil({ chainId: chain.chainId, port, host: HOST, env })
    } catch (error) {
      const raced = requested === 0 && attempt < 3 && /already in use/i.test(String(error))
      if (!raced) throw error
    }
  }
}

/**
 * Starts the two local anvil chains (31337 and 8453), deploys the test tokens at
 * their fixed addresses on both and funds the ten devnet accounts.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const env = options.env ?? process.env
  const requested = [
    options.freePorts ? 0 : resolveDevnetPort(DEVNET_CHAINS[0], options.anvilPort, env),
    options.freePorts ? 0 : resolveDevnetPort(DEVNET_CHAINS[1], options.basePort, env),
  ]
  const processes: AnvilProcess[] = []
  const killAll = (): void => {
    for (const anvil of processes) anvil.child.kill('SIGKILL')
  }
  const unwatch = options.handleSignals === false ? () => undefined : watchProcessExit(killAll)
  const stop = async (): Promise<void> => {
    unwatch()
    await Promise.all(processes.map((anvil) => anvil.stop()))
  }

  // allSettled: never leave one chain starting in the background while failing.
  const results = await Promise.allSettled(
    DEVNET_CHAINS.map(async (chain, index) => {
      const anvil = await startChain(chain, requested[index] ?? 0, env)
      processes.push(anvil)
      await deployDevnetTokens(anvil.rpcUrl)
      await deployAccountAbstraction(anvil.rpcUrl)
      await deployDevnetNames(anvil.rpcUrl, options.namesGatewayUrl ?? devnetNamesGatewayUrl(env['KIT_API_PORT'] ?? 8787))
    }),
  )
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await stop()
    throw failure.reason
  }

  const chains = DEVNET_CHAINS.map((chain): DevnetChain => {
    const anvil = processes.find((candidate) => candidate.chainId === chain.chainId)
    if (!anvil) throw new ServiceStartError(`anvil for chain ${chain.chainId} missing`)
    return { chainId: chain.chainId, name: chain.name, rpcUrl: anvil.rpcUrl, port: anvil.port }
  })
  return { chains, tokens: DEVNET_TOKENS, accounts: DEVNET_ACCOUNTS, stop }
}
