import { EsploraRequestError, TransactionRejectedError } from '../errors/bitcoin.js'

/** docs/rules/limits.md: HTTP RPC timeout 10 s, 3 retries, 150 ms base delay. */
const timeoutMs = 10_000
const retries = 3
const retryDelayMs = 150

export type EsploraClientParameters = {
  /** Esplora base URLs (e.g. `https://mempool.space/api`), tried in order. */
  urls: readonly string[]
  fetchFn?: typeof fetch | undefined
}

/** An Esplora UTXO (`GET /address/:a/utxo`). */
export type EsploraUtxo = {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number | undefined }
}

type AddressStats = { funded_txo_sum: number; spent_txo_sum: number }
/** `GET /address/:a`. */
export type EsploraAddress = { address: string; chain_stats: AddressStats; mempool_stats: AddressStats }

export type EsploraClient = {
  readonly urls: readonly string[]
  getAddress(address: string): Promise<EsploraAddress>
  getUtxos(address: string): Promise<EsploraUtxo[]>
  /** Confirmation target in blocks → sat/vB. */
  getFeeEstimates(): Promise<Record<string, number>>
  /** `POST /tx`; resolves with the txid, or throws TransactionRejectedError with the node's text. */
  broadcast(hex: string): Promise<string>
}

class TransientError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A stateless Esplora client over the network's RPC URLs (core's `getRpcUrls`). Reads go to the
 * next URL (then retry) on network errors, timeouts and 5xx; a 4xx is final.
 */
export function createEsploraClient({ urls, fetchFn = (...args) => fetch(...args) }: EsploraClientParameters): EsploraClient {
  const bases = urls.map((url) => url.replace(/\/+$/, ''))

  async function call(path: string, init: RequestInit | undefined, onResponse: (response: Response, url: string) => Promise<unknown>) {
    if (!bases.length) throw new EsploraRequestError({ url: path, details: 'No Esplora URL configured for this network' })
    let last: unknown
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(retryDelayMs * 2 ** (attempt - 1))
      for (const base of bases) {
        const url = `${base}${path}`
        const controller = new AbortController()
        const timer = setTimeout(() => controller.abort(), timeoutMs)
        try {
          const response = await fetchFn(url, { ...init, signal: controller.signal })
          if (response.status >= 500) throw new TransientError(`HTTP ${response.status}: ${await response.text().catch(() => '')}`)
          return await onResponse(response, url)
        } catch (error) {
          const transient = error instanceof TransientError || (error instanceof Error && (error.name === 'AbortError' || error.name === 'TypeError'))
          if (!transient) throw error
          const { name, message } = error as Error
          last = new EsploraRequestError({ url, details: name === 'AbortError' ? `timed out after ${timeoutMs} ms` : message })
        } finally {
          clearTimeout(timer)
        }
      }
    }
    throw last
  }

  const json = <T>(path: string, check: (value: unknown) => value is T) =>
    call(path, undefined, async (response, url) => {
      const text = await response.text()
      if (!response.ok) throw new EsploraRequestError({ url, status: response.status, details: text || `HTTP ${response.status}` })
      let value: unknown
      try {
        value = JSON.parse(text)
      } catch {
        throw new EsploraRequestError({ url, status: response.status, details: `not JSON: ${text.slice(0, 80)}` })
      }
      if (!check(value)) throw new EsploraRequestError({ url, status: response.status, details: `unexpected body: ${text.slice(0, 120)}` })
      return value
    }) as Promise<T>

  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
  const isStats = (value: unknown): value is AddressStats =>
    isObject(value) && typeof value.funded_txo_sum === 'number' && typeof value.spent_txo_sum === 'number'
  const isUtxo = (value: unknown): value is EsploraUtxo =>
    isObject(value) && typeof value.txid === 'string' && typeof value.vout === 'number' && typeof value.value === 'number' && isObject(value.status)

  return {
    urls: bases,
    getAddress: (address) =>
      json(
        `/address/${encodeURIComponent(address)}`,
        (value): value is EsploraAddress => isObject(value) && isStats(value.chain_stats) && isStats(value.mempool_stats),
      ),
    getUtxos: (address) => json(`/address/${encodeURIComponent(address)}/utxo`, (value): value is EsploraUtxo[] => Array.isArray(value) && value.every(isUtxo)),
    getFeeEstimates: () =>
      json('/fee-estimates', (value): value is Record<string, number> => isObject(value) && Object.values(value).every((rate) => typeof rate === 'number')),
    broadcast: (hex) =>
      call('/tx', { method: 'POST', body: hex, headers: { 'content-type': 'text/plain' } }, async (response) => {
        const text = (await response.text()).trim()
        if (!response.ok) throw new TransactionRejectedError({ text, status: response.status })
        return text
      }) as Promise<string>,
  }
}

/** Confirmed plus mempool balance of an address, in sats (Esplora `chain_stats` + `mempool_stats`). */
export function addressBalance({ chain_stats, mempool_stats }: EsploraAddress): bigint {
  return BigInt(chain_stats.funded_txo_sum) - BigInt(chain_stats.spent_txo_sum) + BigInt(mempool_stats.funded_txo_sum) - BigInt(mempool_stats.spent_txo_sum)
}
