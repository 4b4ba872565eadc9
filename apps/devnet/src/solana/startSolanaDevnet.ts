import { findFreePort } from '../findFreePort.js'
import { isPortFree } from '../isPortFree.js'
import { ServiceStartError } from '../startErrors.js'
import { createSolanaBank } from './createSolanaBank.js'
import { createSolanaRpcMethods } from './createSolanaRpcMethods.js'
import { closeHttpServer, listenHttpServer, parseServicePort } from './listenHttpServer.js'
import { seedSolanaDevnet } from './seedSolanaDevnet.js'
import { createSolanaPubSubServer } from './serveSolanaPubSub.js'
import { createSolanaRpcHttpServer } from './serveSolanaRpc.js'
import { SOLANA_DEVNET_ACCOUNTS, type SolanaDevnetKey } from './solanaAccounts.js'
import { describeSolanaClusters, SOLANA_CLUSTERS, type SolanaClusterName, type SolanaDevnetCluster } from './solanaClusters.js'
import { SOLANA_DEVNET_TOKENS } from './solanaTokens.js'

export const SOLANA_DEVNET_DEFAULT_PORT = 8899
export const SOLANA_DEVNET_DEFAULT_WS_PORT = 8900
/** Default slot time (Solana's 400 ms). */
export const SOLANA_DEVNET_SLOT_MS = 400

export interface StartSolanaDevnetOptions {
  /** HTTP JSON-RPC port (default `KIT_SOLANA_PORT` or 8899); 0 = free port. */
  readonly port?: number
  /** WebSocket port (default `KIT_SOLANA_WS_PORT`, else RPC port + 1 as `@solana/web3.js` assumes); 0 = free port. */
  readonly wsPort?: number
  /** Pick free ports (tests): a pair P, P+1 so `new Connection(rpcUrl)` finds the WebSocket by itself. */
  readonly freePorts?: boolean
  readonly host?: string
  /** Which cluster this instance answers as (`getGenesisHash`); the other two are reported remote. Default `devnet`. */
  readonly cluster?: SolanaClusterName
  /** Milliseconds per slot (new blockhash each slot); 0 = only on `advanceSlot()`. Default 400. */
  readonly slotIntervalMs?: number
  /** Environment for the port variables (default `process.env`). */
  readonly env?: NodeJS.ProcessEnv
}

export interface SolanaDevnet {
  readonly rpcUrl: string
  readonly wsUrl: string
  readonly port: number
  readonly wsPort: number
  /** The cluster served here (CAIP-2 id, genesis hash, local URLs). */
  readonly cluster: SolanaDevnetCluster
  /** All three Kit clusters; `local: false` ones point at public endpoints (unreachable offline). */
  readonly clusters: readonly SolanaDevnetCluster[]
  readonly mints: typeof SOLANA_DEVNET_TOKENS
  /** The ten funded accounts with their secret keys. */
  readonly accounts: readonly SolanaDevnetKey[]
  /** Credits lamports to an address through the airdrop faucet; resolves with the signature. */
  airdrop(address: string, lamports: bigint | number): Promise<string>
  /** Produces a slot now (new blockhash), independent of the interval. */
  advanceSlot(): void
  /** Stops the servers and the slot timer. Safe to call twice. */
  stop(): Promise<void>
}

interface Ports {
  readonly port: number
  readonly wsPort: number
}

async function freePortPair(host: string): Promise<Ports> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await findFreePort(host)
    if (port < 65_535 && (await isPortFree(port + 1, host))) return { port, wsPort: port + 1 }
  }
  return { port: await findFreePort(host), wsPort: await findFreePort(host) }
}

function resolvePorts(options: StartSolanaDevnetOptions, env: NodeJS.ProcessEnv): Ports {
  const port =
    options.port !== undefined
      ? parseServicePort(options.port, 'option port')
      : env.KIT_SOLANA_PORT !== undefined
        ? parseServicePort(env.KIT_SOLANA_PORT, 'KIT_SOLANA_PORT')
        : SOLANA_DEVNET_DEFAULT_PORT
  const wsPort =
    options.wsPort !== undefined
      ? parseServicePort(options.wsPort, 'option wsPort')
      : env.KIT_SOLANA_WS_PORT !== undefined
        ? parseServicePort(env.KIT_SOLANA_WS_PORT, 'KIT_SOLANA_WS_PORT')
        : port === 0
          ? 0
          : port + 1
  return { port, wsPort }
}

/**
 * Starts the local Solana chain: LiteSVM in this process behind a JSON-RPC HTTP server and a
 * PubSub WebSocket server, with the USDC mint and the ten funded accounts of `SOLANA_DEVNET_ACCOUNTS`.
 */
export async function startSolanaDevnet(options: StartSolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const env = options.env ?? process.env
  const host = options.host ?? '127.0.0.1'
  const clusterName = options.cluster ?? 'devnet'
  const bank = createSolanaBank({ genesisHash: SOLANA_CLUSTERS[clusterName].genesisHash })
  seedSolanaDevnet(bank)

  const http = createSolanaRpcHttpServer(createSolanaRpcMethods(bank))
  const pubsub = createSolanaPubSubServer(bank)
  let ports: Ports | undefined
  for (let attempt = 1; !ports; attempt++) {
    const wanted = options.freePorts ? await freePortPair(host) : resolvePorts(options, env)
    try {
      const port = await listenHttpServer(http, wanted.port, host, 'KIT_SOLANA_PORT')
      const wsPort = await listenHttpServer(pubsub.server, wanted.wsPort, host, 'KIT_SOLANA_WS_PORT').catch(async (error: unknown) => {
        await closeHttpServer(http)
        throw error
      })
      ports = { port, wsPort }
    } catch (error) {
      const raced = options.freePorts && attempt < 3 && (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      if (!raced) {
        pubsub.close()
        throw error
      }
    }
  }

  const slotIntervalMs = options.slotIntervalMs ?? SOLANA_DEVNET_SLOT_MS
  const timer = slotIntervalMs > 0 ? setInterval(() => bank.advanceSlot(), slotIntervalMs) : undefined
  timer?.unref()

  const rpcUrl = `http://${host}:${ports.port}`
  const wsUrl = `ws://${host}:${ports.wsPort}`
  const clusters = describeSolanaClusters(clusterName, { rpcUrl, wsUrl })
  const cluster = clusters.find((candidate) => candidate.local)
  if (!cluster) throw new ServiceStartError('local cluster missing')
  let stopped: Promise<void> | undefined

  return {
    rpcUrl,
    wsUrl,
    port: ports.port,
    wsPort: ports.wsPort,
    cluster,
    clusters,
    mints: SOLANA_DEVNET_TOKENS,
    accounts: SOLANA_DEVNET_ACCOUNTS,
    airdrop: async (address, lamports) => bank.airdrop(address, BigInt(lamports)),
    advanceSlot: () => bank.advanceSlot(),
    stop() {
      stopped ??= (async () => {
        if (timer) clearInterval(timer)
        pubsub.close()
        await Promise.all([closeHttpServer(http), closeHttpServer(pubsub.server)])
      })()
      return stopped
    },
  }
}
