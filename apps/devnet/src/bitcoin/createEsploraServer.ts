import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { addressToScript } from './bitcoinNetworks.js'
import { type BitcoinChain, BitcoinRejectionError, type StoredBitcoinTx } from './createBitcoinChain.js'
import { toEsploraAddress, toEsploraBlock, toEsploraStatus, toEsploraTx } from './formatEsplora.js'

export interface EsploraServerParameters {
  readonly chain: BitcoinChain
  readonly feeEstimates: Readonly<Record<string, number>>
  faucet(address: string, sats: bigint): string
  mine(blocks: number, address?: string): readonly string[]
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
} as const
const MAX_BODY_BYTES = 4 * 1024 * 1024
const CHAIN_TXS_PAGE = 25

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) reject(new HttpError(413, 'Request body too large'))
      else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function parseJson(body: string): Record<string, unknown> {
  if (body.trim() === '') return {}
  try {
    const value: unknown = JSON.parse(body)
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  } catch {
    // fall through
  }
  throw new HttpError(400, 'Invalid JSON body')
}

function scriptOf(address: string): Uint8Array {
  const script = addressToScript(address)
  if (!script) throw new HttpError(400, `Invalid Bitcoin address ${address} (the local service takes testnet addresses: tb1..., m/n..., 2...)`)
  return script
}

/** Newest first: mempool, then confirmed by height. */
function newestFirst(list: readonly StoredBitcoinTx[]): StoredBitcoinTx[] {
  return [...list].sort((a, b) => (b.block?.height ?? Infinity) - (a.block?.height ?? Infinity) || b.seenAt - a.seenAt)
}

type Reply = { readonly status?: number; readonly json?: unknown; readonly text?: string; readonly binary?: Uint8Array }

/**
 * An Esplora-compatible HTTP API (the subset wallets use) plus `POST /faucet` and `POST /mine`
 * for tests. Paths may be prefixed with `/api` (as on public Esplora hosts). CORS is open.
 */
export function createEsploraServer(parameters: EsploraServerParameters): Server {
  const { chain } = parameters
  const findTx = (txid: string | undefined): StoredBitcoinTx => {
    const stored = txid && /^[0-9a-f]{64}$/i.test(txid) ? chain.getTransaction(txid.toLowerCase()) : undefined
    if (!stored) throw new HttpError(404, 'Transaction not found')
    return stored
  }
  const findBlock = (hash: string | undefined) => {
    const block = hash ? chain.getBlock(hash.toLowerCase()) : undefined
    if (!block) throw new HttpError(404, 'Block not found')
    return block
  }

  const get = (parts: readonly string[]): Reply => {
    const [first, second, third, fourth] = parts
    switch (first) {
      case 'fee-estimates':
        return { json: parameters.feeEstimates }
      case 'blocks': {
        if (second === 'tip' && third === 'height') return { text: String(chain.getTip().height) }
        if (second === 'tip' && third === 'hash') return { text: chain.getTip().hash }
        const start = second === undefined ? chain.getTip().height : Number(second)
        if (!Number.isInteger(start) || start < 0) throw new HttpError(400, 'Invalid block height')
        const list = []
        for (let height = Math.min(start, chain.getTip().height); height >= 0 && list.length < 10; height--) {
          const block = chain.getBlock(height)
          if (block) list.push(toEsploraBlock(block))
        }
        return { json: list }
      }
      case 'block-height': {
        const block = chain.getBlock(Number(second))
        if (!block) throw new HttpError(404, 'Block not found')
        return { text: block.hash }
      }
      case 'block': {
        const block = findBlock(second)
        if (third === undefined) return { json: toEsploraBlock(block) }
        if (third === 'txids') return { json: block.txids }
        if (third === 'status') {
          const next = chain.getBlock(block.height + 1)
          return { json: { in_best_chain: true, height: block.height, next_best: next?.hash ?? null } }
        }
        if (third === 'txs') {
          const start = Number(fourth ?? 0)
          return { json: block.txids.slice(start, start + 25).map((txid) => toEsploraTx(findTx(txid))) }
        }
        break
      }
      case 'tx': {
        const stored = findTx(second)
        if (third === undefined) return { json: toEsploraTx(stored) }
        if (third === 'hex') return { text: stored.hex }
        if (third === 'raw') return { binary: Buffer.from(stored.hex, 'hex') }
        if (third === 'status') return { json: toEsploraStatus(stored.block) }
        const outspend = (vout: number) => {
          const spend = chain.getSpend(stored.txid, vout)
          if (!spend) return { spent: false }
          return { spent: true, txid: spend.txid, vin: spend.vin, status: toEsploraStatus(chain.getTransaction(spend.txid)?.block ?? null) }
        }
        if (third === 'outspends') return { json: stored.tx.outs.map((_, vout) => outspend(vout)) }
        if (third === 'outspend') return { json: outspend(Number(fourth)) }
        break
      }
      case 'address': {
        const address = second ?? ''
        const script = scriptOf(address)
        if (third === undefined) return { json: toEsploraAddress(chain, address, script) }
        if (third === 'utxo') {
          return {
            json: chain.getScriptUtxos(script).map((utxo) => ({
              txid: utxo.txid,
              vout: utxo.vout,
              status: toEsploraStatus(chain.getTransaction(utxo.txid)?.block ?? null),
              value: Number(utxo.value),
            })),
          }
        }
        if (third === 'txs') {
          const all = newestFirst(chain.getScriptTransactions(script))
          const mempool = all.filter((stored) => !stored.block)
          let confirmed = all.filter((stored) => stored.block)
          if (fourth === 'mempool') return { json: mempool.map(toEsploraTx) }
          const lastSeen = parts[4]
          if (fourth === 'chain' && lastSeen) {
            const at = confirmed.findIndex((stored) => stored.txid === lastSeen)
            confirmed = at === -1 ? [] : confirmed.slice(at + 1)
          }
          const page = confirmed.slice(0, CHAIN_TXS_PAGE)
          return { json: (fourth === 'chain' ? page : [...mempool, ...page]).map(toEsploraTx) }
        }
        break
      }
      case 'mempool': {
        const mempool = chain.getMempool()
        if (second === 'txids') return { json: mempool.map((stored) => stored.txid) }
        if (second === 'recent') {
          const recent = newestFirst(mempool).slice(0, 10)
          return {
            json: recent.map((stored) => ({
              txid: stored.txid,
              fee: Number(stored.fee),
              vsize: stored.tx.virtualSize(),
              value: Number(stored.tx.outs.reduce((sum, out) => sum + out.value, 0n)),
            })),
          }
        }
        return {
          json: {
            count: mempool.length,
            vsize: mempool.reduce((sum, stored) => sum + stored.tx.virtualSize(), 0),
            total_fee: Number(mempool.reduce((sum, stored) => sum + stored.fee, 0n)),
            fee_histogram: [],
          },
        }
      }
      default:
        break
    }
    throw new HttpError(404, 'Not found')
  }

  const post = async (parts: readonly string[], request: IncomingMessage): Promise<Reply> => {
    const [first] = parts
    const body = await readBody(request)
    if (first === 'tx' && parts.length === 1) {
      try {
        return { text: chain.submitTransaction(body.trim()) }
      } catch (error) {
        if (error instanceof BitcoinRejectionError) throw new HttpError(400, error.message)
        throw error
      }
    }
    if (first === 'faucet') {
      const { address, amount } = parseJson(body)
      if (typeof address !== 'string') throw new HttpError(400, 'faucet: "address" (string) is required')
      const valid = amount === undefined || (typeof amount === 'number' && Number.isSafeInteger(amount)) || (typeof amount === 'string' && /^\d+$/.test(amount))
      if (!valid) throw new HttpError(400, 'faucet: "amount" must be an integer number of sats')
      const sats = amount === undefined ? 100_000n : BigInt(amount as number | string)
      if (sats <= 0n || sats > 1_000_000_000_000n) throw new HttpError(400, 'faucet: "amount" must be 1 to 1,000,000,000,000 sats')
      scriptOf(address)
      return { json: { txid: parameters.faucet(address, sats), address, amount: Number(sats) } }
    }
    if (first === 'mine') {
      const { blocks = 1, address } = parseJson(body)
      if (typeof blocks !== 'number' || !Number.isInteger(blocks) || blocks < 1 || blocks > 1_000) {
        throw new HttpError(400, 'mine: "blocks" must be an integer from 1 to 1000')
      }
      if (address !== undefined && typeof address !== 'string') throw new HttpError(400, 'mine: "address" must be a string')
      if (typeof address === 'string') scriptOf(address)
      const hashes = parameters.mine(blocks, address)
      return { json: { hashes, height: chain.getTip().height } }
    }
    throw new HttpError(404, 'Not found')
  }

  const send = (response: ServerResponse, reply: Reply): void => {
    const status = reply.status ?? 200
    if (reply.binary) {
      response.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/octet-stream' })
      response.end(reply.binary)
    } else if (reply.json !== undefined) {
      response.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json' })
      response.end(JSON.stringify(reply.json))
    } else {
      response.writeHead(status, { ...CORS_HEADERS, 'content-type': 'text/plain' })
      response.end(reply.text ?? '')
    }
  }

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
    if (parts[0] === 'api') parts.shift()
    const handle = async (): Promise<Reply> => {
      if (request.method === 'OPTIONS') return { status: 204 }
      if (request.method === 'GET') return get(parts)
      if (request.method === 'POST') return post(parts, request)
      throw new HttpError(405, 'Method not allowed')
    }
    handle()
      .then((reply) => send(response, reply))
      .catch((error: unknown) => {
        if (error instanceof HttpError) send(response, { status: error.status, text: error.message })
        else send(response, { status: 500, text: error instanceof Error ? error.message : String(error) })
      })
  })
}
