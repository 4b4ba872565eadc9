import { connect, type Socket } from 'node:net'
import { createHttpResponseParser, type ParsedHttpResponse } from './parseHttpResponse.js'
import { UpstreamConnectionClosedError, UpstreamTimeoutError } from './upstreamErrors.js'

export interface PlainHttpClient {
  /**
   * POSTs a JSON body to the URL and resolves the status and text. Rejects on a connection error,
   * after `timeoutMs` (UpstreamTimeoutError), on a connection closed mid-answer
   * (UpstreamConnectionClosedError), on a malformed answer (MalformedHttpResponseError) or one over
   * `maxBodyBytes` (UpstreamAnswerTooLargeError).
   */
  post(body: string, timeoutMs: number, maxBodyBytes: number): Promise<{ status: number; text: string }>
  close(): void
}

/** Idle connections kept per upstream. */
const MAX_IDLE = 64

/**
 * A minimal HTTP/1.1 client for one plain-http upstream: kept-alive sockets, one request at a
 * time each, Content-Length or chunked answers. A JSON-RPC POST through it costs about a third
 * of one through node:http's ClientRequest, which is most of what `/v1/rpc` spends per call.
 * A kept-alive socket the server closed meanwhile fails before any answer byte: the request
 * is sent once more on a new connection (not after a timeout: that upstream is slow, and the
 * pool's next upstream is tried instead).
 */
export function createPlainHttpClient(url: URL): PlainHttpClient {
  const port = Number(url.port || 80)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const headPrefix = `POST ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nAccept: application/json\r\nConnection: keep-alive\r\nContent-Length: `
  const idle: Socket[] = []
  let closed = false

  const open = (timeoutMs: number): Promise<Socket> =>
    new Promise((resolve, reject) => {
      const socket = connect({ host, port, noDelay: true })
      // Errors of an idle socket (reset by the server) must not go unhandled; a request in flight listens for them too.
      socket.on('error', () => undefined)
      const timer = setTimeout(() => {
        socket.destroy()
        reject(new UpstreamTimeoutError('connection', timeoutMs))
      }, timeoutMs)
      socket.once('connect', () => {
        clearTimeout(timer)
        socket.off('error', fail)
        resolve(socket)
      })
      const fail = (error: Error) => {
        clearTimeout(timer)
        reject(error)
      }
      socket.once('error', fail)
    })

  const exchange = (socket: Socket, request: string, timeoutMs: number, maxBodyBytes: number) =>
    new Promise<ParsedHttpResponse & { answered: boolean }>((resolve, reject) => {
      const parser = createHttpResponseParser(maxBodyBytes)
      let answered = false
      const finish = (error: Error | undefined, response?: ParsedHttpResponse) => {
        clearTimeout(timer)
        socket.off('data', onData).off('error', onError).off('close', onClose)
        if (error) {
          socket.destroy()
          reject(Object.assign(error, { answered }))
        } else resolve({ ...(response as ParsedHttpResponse), answered })
      }
      const onData = (chunk: Buffer) => {
        answered = true
        try {
          const response = parser.push(chunk)
          if (response) finish(undefined, response)
        } catch (error) {
          finish(error as Error)
        }
      }
      const onError = (error: Error) => finish(error)
      const onClose = () => finish(new UpstreamConnectionClosedError())
      const timer = setTimeout(() => finish(new UpstreamTimeoutError('answer', timeoutMs)), timeoutMs)
      socket.on('data', onData).once('error', onError).once('close', onClose)
      socket.write(request)
    })

  const release = (socket: Socket, keepAlive: boolean) => {
    if (!keepAlive || closed || idle.length >= MAX_IDLE || socket.destroyed) socket.destroy()
    else idle.push(socket)
  }

  return {
    async post(body, timeoutMs, maxBodyBytes) {
      const request = `${headPrefix}${Buffer.byteLength(body)}\r\n\r\n${body}`
      let reused = idle.pop()
      while (reused?.destroyed) reused = idle.pop()
      const socket = reused ?? (await open(timeoutMs))
      try {
        const response = await exchange(socket, request, timeoutMs, maxBodyBytes)
        release(socket, response.keepAlive)
        return { status: response.status, text: response.text }
      } catch (error) {
        // Sent once more only when a kept-alive socket failed before any answer byte; a timeout is the upstream's, not the socket's.
        if (!reused || (error as { answered?: boolean }).answered || error instanceof UpstreamTimeoutError) throw error
        const fresh = await open(timeoutMs)
        const response = await exchange(fresh, request, timeoutMs, maxBodyBytes)
        release(fresh, response.keepAlive)
        return { status: response.status, text: response.text }
      }
    },
    close() {
      closed = true
      for (const socket of idle.splice(0)) socket.destroy()
    },
  }
}
