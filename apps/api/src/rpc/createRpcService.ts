import { createTtlCache } from '../http/createTtlCache.js'
import { createUpstreamPool, type UpstreamPool } from './createUpstreamPool.js'
import { RPC_CODES, type RpcAnswer, type RpcCall, type RpcErrorObject, rpcErrorAnswer } from './jsonRpc.js'
import { IMMUTABLE_RPC_METHODS } from './rpcMethods.js'

/** How long an answer that cannot change is kept, and how many per chain. */
const CACHE_TTL_MS = 10 * 60_000
const CACHE_MAX_ENTRIES = 10_000

export interface RpcService {
  /** Answers checked calls in their order: from the config, the cache or the upstreams. */
  answer(calls: readonly RpcCall[]): Promise<RpcAnswer[]>
  readonly upstreams: UpstreamPool
  close(): void
}

export interface RpcServiceOptions {
  /** CAIP-2 id, `eip155:<decimal>`. */
  readonly chainId: string
  readonly urls: readonly string[]
  readonly timeoutMs: number
  readonly log: (message: string) => void
  readonly rankIntervalMs?: number
}

function cacheKey(call: RpcCall): string {
  return `${call.method}|${JSON.stringify(call.params)}`
}

/** An upstream's answer to one call, checked: its `result`, or its `error` when that is a JSON-RPC error object. */
function upstreamAnswer(id: RpcCall['id'], item: Record<string, unknown> | undefined): RpcAnswer {
  if (item === undefined) return rpcErrorAnswer(id, RPC_CODES.internalError, 'The chain node gave no answer to this call')
  if ('error' in item) {
    const error = item['error'] as Partial<RpcErrorObject> | null
    if (typeof error === 'object' && error !== null && typeof error.code === 'number' && typeof error.message === 'string') {
      return {
        jsonrpc: '2.0',
        id,
        error: 'data' in error ? { code: error.code, message: error.message, data: error.data } : { code: error.code, message: error.message },
      }
    }
    return rpcErrorAnswer(id, RPC_CODES.internalError, 'The chain node answered a malformed error')
  }
  if (!('result' in item)) return rpcErrorAnswer(id, RPC_CODES.internalError, 'The chain node answered without a result')
  return { jsonrpc: '2.0', id, result: item['result'] }
}

/**
 * One chain's JSON-RPC forwarding: `eth_chainId` from the config, blocks by hash and mined
 * receipts from a cache, everything else from the ranked upstreams. Calls go upstream with the
 * ids 0…n−1 (one call alone, several as one batch) and come back under the client's ids, so
 * answers match whatever order the node answers in and whatever ids the client chose.
 */
export function createRpcService(options: RpcServiceOptions): RpcService {
  const chainIdHex = `0x${BigInt(options.chainId.slice('eip155:'.length)).toString(16)}`
  const cache = createTtlCache<unknown>({ ttlMs: CACHE_TTL_MS, maxEntries: CACHE_MAX_ENTRIES })
  const upstreams = createUpstreamPool({
    urls: options.urls,
    timeoutMs: options.timeoutMs,
    log: options.log,
    name: options.chainId,
    intervalMs: options.rankIntervalMs,
  })

  const local = (call: RpcCall): RpcAnswer | undefined => {
    if (call.method === 'eth_chainId') return { jsonrpc: '2.0', id: call.id, result: chainIdHex }
    if (!IMMUTABLE_RPC_METHODS.has(call.method)) return undefined
    const cached = cache.get(cacheKey(call))
    return cached === undefined ? undefined : { jsonrpc: '2.0', id: call.id, result: cached }
  }

  const forward = async (calls: readonly RpcCall[]): Promise<RpcAnswer[]> => {
    const bodies = calls.map((call, index) => ({ jsonrpc: '2.0', id: index, method: call.method, params: call.params }))
    const answer = await upstreams.send(bodies.length === 1 ? (bodies[0] as object) : bodies)
    const items = (Array.isArray(answer) ? answer : [answer]) as unknown[]
    const byId = new Map<number, Record<string, unknown>>()
    for (const item of items) {
      if (typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'number')
        byId.set((item as { id: number }).id, item as Record<string, unknown>)
    }
    return calls.map((call, index) => {
      const result = upstreamAnswer(call.id, byId.get(index))
      if ('result' in result && result.result !== null && IMMUTABLE_RPC_METHODS.has(call.method)) cache.set(cacheKey(call), result.result)
      return result
    })
  }

  return {
    upstreams,
    async answer(calls) {
      const answers: (RpcAnswer | undefined)[] = calls.map(local)
      const pending = calls.filter((_, index) => answers[index] === undefined)
      if (pending.length > 0) {
        const forwarded = await forward(pending)
        let next = 0
        for (let index = 0; index < answers.length; index++) if (answers[index] === undefined) answers[index] = forwarded[next++]
      }
      return answers as RpcAnswer[]
    },
    close: () => upstreams.close(),
  }
}
