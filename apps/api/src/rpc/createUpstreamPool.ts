import { createPlainHttpClient } from './createPlainHttpClient.js'
import { createUpstreamAgents, MAX_UPSTREAM_ANSWER_BYTES, postUpstream } from './postUpstream.js'
import { RANK_INTERVAL_MS, RANK_PROBE_TIMEOUT_MS, RANK_SAMPLE_COUNT, rankUpstreams, type UpstreamSample } from './rankUpstreams.js'
import { MalformedUpstreamAnswerError, UpstreamHttpError, UpstreamUnavailableError } from './upstreamErrors.js'

export interface UpstreamPool {
  /**
   * Sends a JSON-RPC body (one call or a batch) to the best ranked upstream, then to the next
   * ones while an upstream cannot be reached, times out, answers a non-2xx status
   * (UpstreamHttpError) or something that is not a JSON-RPC answer of the same shape
   * (MalformedUpstreamAnswerError). Resolves the parsed answer; UpstreamUnavailableError when
   * none answered.
   */
  send(body: object): Promise<unknown>
  /** The upstream URLs, best first (tests and logs). */
  ranked(): readonly string[]
  /** Stops the probe rounds and closes the kept-alive connections. */
  close(): void
}

export interface UpstreamPoolOptions {
  readonly urls: readonly string[]
  /** Per-attempt timeout of a forwarded request. */
  readonly timeoutMs: number
  readonly log: (message: string) => void
  readonly name: string
  /** Probe round interval (tests shorten it). */
  readonly intervalMs?: number
}

/** The parsed answer when it is JSON of the request's shape (an array to a batch, an object to one call); MalformedUpstreamAnswerError otherwise. */
export function usableAnswer(text: string, batch: boolean): unknown {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new MalformedUpstreamAnswerError((error as Error).message, { cause: error })
  }
  if (batch ? !Array.isArray(parsed) : typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new MalformedUpstreamAnswerError(`answered ${batch ? 'a non-array' : 'a non-object'} to a ${batch ? 'batch' : 'single call'}`)
  }
  return parsed
}

/**
 * The chain's upstreams with a ranked fallback: with more than one, a probe round
 * (`eth_blockNumber`, 1 s timeout) every 4 s from the first request on, the last 10 rounds kept
 * and ranked by stability (0.7) and latency (0.3); a failed forward starts a round at once so
 * a dead upstream drops without waiting for the next one.
 */
export function createUpstreamPool(options: UpstreamPoolOptions): UpstreamPool {
  const urls = options.urls.map((url) => new URL(url))
  const agents = createUpstreamAgents()
  // Plain-http upstreams (a node beside the API) through the lean client; https through node:https.
  const plain = urls.map((url) => (url.protocol === 'http:' ? createPlainHttpClient(url) : undefined))
  const post = (index: number, body: string, timeoutMs: number) =>
    plain[index]?.post(body, timeoutMs, MAX_UPSTREAM_ANSWER_BYTES) ?? postUpstream(urls[index] as URL, body, timeoutMs, agents)
  const rounds: UpstreamSample[][] = []
  let order = urls.map((_, index) => index)
  let timer: NodeJS.Timeout | undefined
  let probing: Promise<void> | undefined
  let closed = false
  const interval = options.intervalMs ?? RANK_INTERVAL_MS

  const probe = async (_url: URL, index: number): Promise<UpstreamSample> => {
    const start = performance.now()
    try {
      const answer = await post(index, '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}', RANK_PROBE_TIMEOUT_MS)
      const ok = answer.status >= 200 && answer.status < 300 && typeof (JSON.parse(answer.text) as { result?: unknown }).result === 'string'
      return { latencyMs: performance.now() - start, ok }
    } catch {
      return { latencyMs: performance.now() - start, ok: false }
    }
  }
  const round = (): Promise<void> => {
    probing ??= Promise.all(urls.map(probe)).then((samples) => {
      rounds.push(samples)
      if (rounds.length > RANK_SAMPLE_COUNT) rounds.shift()
      order = rankUpstreams(rounds, urls.length)
      probing = undefined
    })
    return probing
  }
  const schedule = (): void => {
    if (closed || urls.length < 2) return
    timer = setTimeout(() => void round().then(schedule), interval)
    timer.unref()
  }

  return {
    async send(body) {
      if (timer === undefined && probing === undefined && !closed && urls.length > 1) void round().then(schedule)
      const batch = Array.isArray(body)
      const text = JSON.stringify(body)
      const failures: string[] = []
      for (const index of order) {
        try {
          const answer = await post(index, text, options.timeoutMs)
          if (answer.status < 200 || answer.status >= 300) throw new UpstreamHttpError(answer.status)
          return usableAnswer(answer.text, batch)
        } catch (error) {
          failures.push(`upstream ${index + 1}: ${error instanceof Error ? error.message : String(error)}`)
          if (urls.length > 1) void round()
        }
      }
      options.log(`Kit API: /v1/rpc ${options.name}: no upstream answered (${failures.join('; ')})`)
      throw new UpstreamUnavailableError(`No upstream of ${options.name} answered`)
    },
    ranked: () => order.map((index) => urls[index]?.href ?? ''),
    close() {
      closed = true
      clearTimeout(timer)
      agents.destroy()
      for (const client of plain) client?.close()
    },
  }
}
