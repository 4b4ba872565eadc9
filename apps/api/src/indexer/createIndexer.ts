import { randomUUID } from 'node:crypto'
import type { Database } from '@kit/server-shared/db'
import { numberToHex } from 'viem'
import type { ChainRuntime } from '../chains/createChainRuntimes.js'
import type { ApiConfig } from '../config/apiConfigSchema.js'
import { decodeTransfers } from './decodeTransfers.js'
import { fetchBlockRange } from './fetchBlockRange.js'
import { createIndexerCursor, type IndexerCursor, readIndexerCursor } from './indexerCursor.js'
import { MissingGenesisError } from './indexerErrors.js'
import { createIndexerLease } from './indexerLease.js'
import { resolveContractMetadata } from './resolveContractMetadata.js'
import { resolveNftMetadata } from './resolveNftMetadata.js'
import { resetChain, rewindChain } from './rewindChain.js'
import type { RpcBlock } from './rpcTypes.js'
import { storeDecodedRange } from './storeDecodedRange.js'

export interface IndexerStatus {
  readonly chainId: string
  readonly nextBlock: number | null
}

export interface Indexer {
  /** This instance's id in the lease table (`indexer_leases`). */
  readonly holder: string
  /** Starts one background loop per chain (idempotent; may be called again after `stop`). */
  start(): void
  /** Stops the loops; resolves once the current steps have finished. */
  stop(): Promise<void>
  /** Indexes every chain up to its current head, then resolves with the blocks read. */
  catchUp(): Promise<number>
  /** Where each chain's cursor stands (from the database). */
  status(): Promise<IndexerStatus[]>
}

export interface CreateIndexerParameters {
  readonly db: Database
  readonly chains: ReadonlyMap<string, ChainRuntime>
  readonly config: ApiConfig['indexer']
  /** Called after a range is stored, with the addresses whose funds moved. */
  readonly onActivity?: (addresses: ReadonlySet<string>) => void
  /** Errors, and 'info' for expected events such as a chain restarted from genesis. */
  readonly log: (message: string, level?: 'info' | 'error') => void
}

type StepResult = { readonly kind: 'advanced'; readonly blocks: number } | { readonly kind: 'idle' }

/**
 * The activity indexer: follows each configured chain block by block (native value transfers,
 * ERC-20 and ERC-721 `Transfer` logs) and stores what it finds. All progress lives in the
 * database (`indexer_cursors`), so it resumes after a restart. With several instances on one
 * PostgreSQL, each chain is indexed by the one instance that holds its lease (`indexer_leases`,
 * renewed every step); when that instance dies, another takes the chain over once the lease
 * expires (`leaseSeconds`). A range is committed only by the instance that moves the cursor, so
 * even an expired holder finishing a step cannot store it twice. A changed
 * genesis block (a new devnet on the same URL) resets the chain's data; a parent-hash mismatch
 * (reorg, devnet rollback) drops the last `reorgDepth` blocks and reads them again.
 */
export function createIndexer(parameters: CreateIndexerParameters): Indexer {
  const { db, chains, config, log } = parameters
  const verifiedGenesis = new Set<string>()
  const lease = createIndexerLease(db, randomUUID(), config.leaseSeconds)
  let running: { controller: AbortController; loops: Promise<void>[] } | undefined

  const request = (chain: ChainRuntime, method: string, params: unknown[]): Promise<unknown> =>
    (chain.client.request as unknown as (args: { method: string; params: unknown[] }) => Promise<unknown>)({ method, params })

  async function blockHash(chain: ChainRuntime, number: number): Promise<string | null> {
    if (number < 0) return null
    const block = (await request(chain, 'eth_getBlockByNumber', [numberToHex(number), false])) as RpcBlock | null
    return block?.hash ?? null
  }

  async function startBlockOf(chain: ChainRuntime): Promise<number> {
    const start = chain.config.startBlock
    return start === 'latest' ? Number(await chain.client.getBlockNumber({ cacheTime: 0 })) : start
  }

  /** Reads the cursor, creating it on first run and resetting the chain when its genesis changed. */
  async function cursorOf(chain: ChainRuntime): Promise<IndexerCursor> {
    const chainId = chain.config.id
    const stored = await readIndexerCursor(db, chainId)
    if (stored && verifiedGenesis.has(chainId)) return stored
    const genesisHash = await blockHash(chain, 0)
    if (genesisHash === null) throw new MissingGenesisError(`${chainId}: no genesis block`)
    if (!stored) {
      const startBlock = await startBlockOf(chain)
      const created = await createIndexerCursor(db, { chainId, nextBlock: startBlock, lastBlockHash: await blockHash(chain, startBlock - 1), genesisHash })
      verifiedGenesis.add(chainId)
      return created
    }
    if (stored.genesisHash !== genesisHash) {
      log(`Kit API indexer: ${chainId} has a new genesis block (a new chain at ${chain.config.rpcUrl}); re-indexing it`, 'info')
      const startBlock = await startBlockOf(chain)
      await resetChain(db, { chainId, startBlock, lastBlockHash: await blockHash(chain, startBlock - 1), genesisHash })
    }
    verifiedGenesis.add(chainId)
    return (await readIndexerCursor(db, chainId)) ?? stored
  }

  async function rewind(chain: ChainRuntime, cursor: IndexerCursor, reason: string): Promise<void> {
    verifiedGenesis.delete(chain.config.id)
    const fresh = await cursorOf(chain)
    if (fresh.nextBlock !== cursor.nextBlock || fresh.genesisHash !== cursor.genesisHash) return // reset or moved meanwhile
    const startBlock = await startBlockOf(chain)
    const block = Math.max(Math.min(startBlock, cursor.nextBlock), cursor.nextBlock - config.reorgDepth)
    log(`Kit API indexer: ${chain.config.id} ${reason}; re-reading from block ${block}`)
    await rewindChain(db, { chainId: chain.config.id, block, lastBlockHash: await blockHash(chain, block - 1) })
  }

  async function step(chain: ChainRuntime): Promise<StepResult> {
    const cursor = await cursorOf(chain)
    const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
    if (cursor.nextBlock > head + 1) {
      await rewind(chain, cursor, `head ${head} is behind the cursor ${cursor.nextBlock}`)
      return { kind: 'advanced', blocks: 0 }
    }
    if (cursor.nextBlock > head) return { kind: 'idle' }
    const from = cursor.nextBlock
    const to = Math.min(head, from + config.batchSize - 1)
    const range = await fetchBlockRange(chain.client, from, to)
    const first = range.blocks[0]
    if (first && cursor.lastBlockHash !== null && first.parentHash !== cursor.lastBlockHash) {
      await rewind(chain, cursor, `block ${from} does not follow the stored block ${from - 1}`)
      return { kind: 'advanced', blocks: 0 }
    }
    for (let index = 1; index < range.blocks.length; index++) {
      if (range.blocks[index]?.parentHash !== range.blocks[index - 1]?.hash) return { kind: 'idle' } // reorg while reading: retry
    }
    const decoded = decodeTransfers(chain.config.id, range.blocks, range.logs, range.statuses)
    await resolveContractMetadata(db, chain, decoded.contracts)
    const last = range.blocks[range.blocks.length - 1]
    const stored = await storeDecodedRange(db, { chainId: chain.config.id, from, to, lastBlockHash: last?.hash ?? '', decoded })
    if (stored && decoded.addresses.size > 0) parameters.onActivity?.(decoded.addresses)
    if (decoded.nftOwners.length > 0) await resolveNftMetadata(db, chain)
    return { kind: 'advanced', blocks: stored ? to - from + 1 : 0 }
  }

  function sleep(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal.aborted) return resolve()
      const timer = setTimeout(done, ms)
      function done(): void {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      signal.addEventListener('abort', done)
    })
  }

  async function run(chain: ChainRuntime, signal: AbortSignal): Promise<void> {
    let failures = 0
    while (!signal.aborted) {
      try {
        if (!(await lease.acquire(chain.config.id))) {
          // Another instance indexes this chain; ask again before its lease could expire.
          await sleep(Math.max(250, (config.leaseSeconds * 1000) / 3), signal)
          continue
        }
        const result = await step(chain)
        failures = 0
        if (result.kind === 'idle') await sleep(config.pollIntervalMs, signal)
      } catch (error) {
        failures += 1
        if (signal.aborted) break
        if (failures === 1 || failures % 30 === 0) {
          log(`Kit API indexer: ${chain.config.id} step failed (${failures}x): ${error instanceof Error ? error.message : String(error)}`)
        }
        await sleep(Math.min(config.pollIntervalMs * 2 ** Math.min(failures, 5), 15_000), signal)
      }
    }
    await lease.release(chain.config.id).catch(() => undefined)
  }

  return {
    holder: lease.holder,
    start() {
      if (running) return
      const controller = new AbortController()
      running = { controller, loops: [...chains.values()].map((chain) => run(chain, controller.signal)) }
    },
    async stop() {
      const current = running
      running = undefined
      if (!current) return
      current.controller.abort()
      await Promise.all(current.loops)
    },
    async catchUp() {
      let total = 0
      for (const chain of chains.values()) {
        for (;;) {
          const result = await step(chain)
          if (result.kind === 'idle') break
          total += result.blocks
        }
      }
      return total
    },
    async status() {
      return Promise.all([...chains.keys()].map(async (chainId) => ({ chainId, nextBlock: (await readIndexerCursor(db, chainId))?.nextBlock ?? null })))
    },
  }
}
