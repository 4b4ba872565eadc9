import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { UpstreamAnswerTooLargeError, UpstreamTimeoutError } from './upstreamErrors.js'

/** Keep-alive connections to the upstreams (one pair per pool, closed with it). */
export interface UpstreamAgents {
  readonly http: HttpAgent
  readonly https: HttpsAgent
  destroy(): void
}

export function createUpstreamAgents(): UpstreamAgents {
  const options = { keepAlive: true, maxSockets: 64, maxFreeSockets: 64, scheduling: 'lifo' as const }
  const http = new HttpAgent(options)
  const https = new HttpsAgent(options)
  return {
    http,
    https,
    destroy() {
      http.destroy()
      https.destroy()
    },
  }
}

/** Largest upstream answer read (a batch of 1,000 logs queries can be large, but not unbounded). */
export const MAX_UPSTREAM_ANSWER_BYTES = 64 * 1024 * 1024

/**
 * POSTs a JSON body to an upstream over a kept-alive connection and resolves its status and
 * text; rejects on a connection error, after `timeoutMs` (UpstreamTimeoutError), or beyond
 * {@link MAX_UPSTREAM_ANSWER_BYTES} (UpstreamAnswerTooLargeError). node:http rather than fetch: a few hundred microseconds
 * less per request, which is most of this endpoint's overhead.
 */
export function postUpstream(url: URL, body: string, timeoutMs: number, agents: UpstreamAgents): Promise<{ status: number; text: string }> {
  const secure = url.protocol === 'https:'
  const send = secure ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        agent: secure ? agents.https : agents.http,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), accept: 'application/json' },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_UPSTREAM_ANSWER_BYTES) {
            request.destroy(new UpstreamAnswerTooLargeError(MAX_UPSTREAM_ANSWER_BYTES))
            return
          }
          chunks.push(chunk)
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new UpstreamTimeoutError('answer', timeoutMs)))
    request.on('error', reject)
    request.end(body)
  })
}
