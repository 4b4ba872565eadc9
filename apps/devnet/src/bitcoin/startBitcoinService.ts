import type { Network } from 'bitcoinjs-lib'
import { closeHttpServer, listenHttpServer, parseServicePort } from '../solana/listenHttpServer.js'
import { BITCOIN_DEVNET_ACCOUNT_SATS, BITCOIN_DEVNET_ACCOUNTS, BITCOIN_DEVNET_FAUCET, type BitcoinDevnetAccount } from './bitcoinAccounts.js'
import { InvalidBitcoinAddressError } from './bitcoinErrors.js'
import { addressToScript, BITCOIN_NETWORKS, BITCOIN_SERVICE_NETWORK, type BitcoinNetworkName } from './bitcoinNetworks.js'
import { type BitcoinChain, createBitcoinChain } from './createBitcoinChain.js'
import { createEsploraServer } from './createEsploraServer.js'
import { faucetKeys, sendFromFaucet } from './sendFromFaucet.js'

export const BITCOIN_SERVICE_DEFAULT_PORT = 3002
/** Default time between automatically mined blocks. */
export const BITCOIN_SERVICE_BLOCK_MS = 10_000
/** `GET /fee-estimates` (confirmation target in blocks -> sat/vB), Esplora's shape. */
export const BITCOIN_SERVICE_FEE_ESTIMATES: Readonly<Record<string, number>> = {
  '1': 3,
  '2': 3,
  '3': 2.5,
  '4': 2.5,
  '5': 2,
  '6': 2,
  '7': 2,
  '8': 2,
  '9': 1.5,
  '10': 1.5,
  '11': 1.5,
  '12': 1.5,
  '13': 1.2,
  '14': 1.2,
  '15': 1.2,
  '16': 1.2,
  '17': 1.1,
  '18': 1.1,
  '19': 1.1,
  '20': 1.1,
  '21': 1.1,
  '22': 1.1,
  '23': 1.1,
  '24': 1.1,
  '25': 1,
  '144': 1,
  '504': 1,
  '1008': 1,
}

export interface StartBitcoinServiceOptions {
  /** HTTP port (default `KIT_BITCOIN_PORT` or 3002); 0 = free port. */
  readonly port?: number
  /** Pick a free port (tests). */
  readonly freePorts?: boolean
  readonly host?: string
  /** Milliseconds between automatic blocks (default 10 000); 0 = only on `mine()` / `POST /mine`. */
  readonly blockIntervalMs?: number
  /** Environment for `KIT_BITCOIN_PORT` (default `process.env`). */
  readonly env?: NodeJS.ProcessEnv
}

export interface BitcoinServiceNetwork {
  /** The chain's rules: regtest-like (no proof of work, blocks on demand, faucet). */
  readonly chain: 'regtest'
  /** Kit network it stands in for. */
  readonly name: BitcoinNetworkName
  readonly caipNetworkId: string
  /** bitcoinjs-lib network for addresses, keys and PSBTs (`networks.testnet`). */
  readonly bitcoinjs: Network
  readonly bech32: string
}

export interface BitcoinService {
  /** Esplora base URL (no trailing slash; `${url}/api` works too). */
  readonly url: string
  readonly port: number
  readonly network: BitcoinServiceNetwork
  /** The ten accounts; each payment address holds 1 BTC confirmed on start. */
  readonly accounts: readonly BitcoinDevnetAccount[]
  readonly faucetAddress: string
  /** The chain itself (in-process access for tests). */
  readonly chain: BitcoinChain
  /** Mines `blocks` blocks now (reward to the faucet or `address`); resolves with their hashes. */
  mine(blocks?: number, address?: string): Promise<readonly string[]>
  /** Sends `sats` from the faucet to `address` (unconfirmed until the next block); resolves with the txid. */
  faucet(address: string, sats: bigint | number): Promise<string>
  /** Stops the server and the block timer. Safe to call twice. */
  stop(): Promise<void>
}

function scriptOrThrow(address: string): Uint8Array {
  const script = addressToScript(address)
  if (!script) throw new InvalidBitcoinAddressError(`Invalid Bitcoin address ${address} (the local service takes testnet addresses)`)
  return script
}

/**
 * Starts the local Bitcoin service: an in-memory chain (101 blocks to the faucet, then 1 BTC to
 * each devnet payment address, confirmed) behind an Esplora-compatible HTTP API.
 */
export async function startBitcoinService(options: StartBitcoinServiceOptions = {}): Promise<BitcoinService> {
  const env = options.env ?? process.env
  const host = options.host ?? '127.0.0.1'
  const chain = createBitcoinChain()
  const faucetScript = faucetKeys().script
  const mine = (blocks: number, address?: string) => chain.mine(blocks, address ? scriptOrThrow(address) : faucetScript)
  const faucet = (address: string, sats: bigint) => sendFromFaucet(chain, scriptOrThrow(address), sats)

  mine(101)
  for (const account of BITCOIN_DEVNET_ACCOUNTS) faucet(account.payment.address, BITCOIN_DEVNET_ACCOUNT_SATS)
  mine(1)

  const server = createEsploraServer({ chain, feeEstimates: BITCOIN_SERVICE_FEE_ESTIMATES, faucet, mine })
  const requested = options.freePorts
    ? 0
    : options.port !== undefined
      ? parseServicePort(options.port, 'option port')
      : env.KIT_BITCOIN_PORT !== undefined
        ? parseServicePort(env.KIT_BITCOIN_PORT, 'KIT_BITCOIN_PORT')
        : BITCOIN_SERVICE_DEFAULT_PORT
  const port = await listenHttpServer(server, requested, host, 'KIT_BITCOIN_PORT')

  const blockIntervalMs = options.blockIntervalMs ?? BITCOIN_SERVICE_BLOCK_MS
  const timer = blockIntervalMs > 0 ? setInterval(() => mine(1), blockIntervalMs) : undefined
  timer?.unref()
  let stopped: Promise<void> | undefined

  return {
    url: `http://${host}:${port}`,
    port,
    network: {
      chain: 'regtest',
      name: 'testnet',
      caipNetworkId: BITCOIN_NETWORKS.testnet.caipNetworkId,
      bitcoinjs: BITCOIN_SERVICE_NETWORK,
      bech32: BITCOIN_SERVICE_NETWORK.bech32,
    },
    accounts: BITCOIN_DEVNET_ACCOUNTS,
    faucetAddress: BITCOIN_DEVNET_FAUCET.address,
    chain,
    mine: async (blocks = 1, address) => mine(blocks, address),
    faucet: async (address, sats) => faucet(address, BigInt(sats)),
    stop() {
      stopped ??= (async () => {
        if (timer) clearInterval(timer)
        await closeHttpServer(server)
      })()
      return stopped
    },
  }
}
