import { MalformedHttpResponseError, UpstreamAnswerTooLargeError } from './upstreamErrors.js'

/** An HTTP/1.1 response read off a socket: status and body text, and whether the server keeps the connection. */
export interface ParsedHttpResponse {
  readonly status: number
  readonly text: string
  readonly keepAlive: boolean
}

const HEAD_END = Buffer.from('\r\n\r\n')
const MAX_HEAD_BYTES = 64 * 1024

/**
 * Incremental parser of one HTTP/1.1 response (Content-Length or chunked body; no compression
 * is asked for). `push` returns the response once complete, undefined while more bytes are
 * needed; throws MalformedHttpResponseError on a malformed response, UpstreamAnswerTooLargeError
 * on one over `maxBodyBytes`.
 */
export function createHttpResponseParser(maxBodyBytes: number): { push(chunk: Buffer): ParsedHttpResponse | undefined } {
  let buffer: Buffer = Buffer.alloc(0)
  let head: { status: number; length: number | undefined; chunked: boolean; keepAlive: boolean; bodyStart: number } | undefined
  const body: Buffer[] = []
  let bodySize = 0

  const readHead = (): boolean => {
    const end = buffer.indexOf(HEAD_END)
    if (end === -1) {
      if (buffer.length > MAX_HEAD_BYTES) throw new MalformedHttpResponseError('response head too large')
      return false
    }
    const lines = buffer.subarray(0, end).toString('latin1').split('\r\n')
    const status = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1]
    if (!status) throw new MalformedHttpResponseError(`malformed status line ${JSON.stringify((lines[0] ?? '').slice(0, 60))}`)
    const headers = new Map(
      lines.slice(1).map((line) => [
        line.slice(0, line.indexOf(':')).trim().toLowerCase(),
        line
          .slice(line.indexOf(':') + 1)
          .trim()
          .toLowerCase(),
      ]),
    )
    const length = headers.get('content-length')
    const chunked = headers.get('transfer-encoding')?.includes('chunked') ?? false
    if (!chunked && length === undefined) throw new MalformedHttpResponseError('response without Content-Length or chunked encoding')
    if (length !== undefined && Number(length) > maxBodyBytes) throw new UpstreamAnswerTooLargeError(maxBodyBytes)
    head = {
      status: Number(status),
      length: length === undefined ? undefined : Number(length),
      chunked,
      keepAlive: headers.get('connection') !== 'close',
      bodyStart: end + 4,
    }
    buffer = buffer.subarray(end + 4)
    return true
  }

  /** Consumes complete chunks; true once the last (zero-size) chunk and its trailer are read. */
  const readChunks = (): boolean => {
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n')
      if (lineEnd === -1) return false
      const size = Number.parseInt(buffer.subarray(0, lineEnd).toString('latin1'), 16)
      if (!Number.isFinite(size) || size < 0) throw new MalformedHttpResponseError('malformed chunk size')
      if (size === 0) {
        const trailerEnd = buffer.indexOf(HEAD_END, lineEnd)
        if (buffer.subarray(lineEnd, lineEnd + 4).equals(HEAD_END)) return true
        return trailerEnd !== -1
      }
      if (buffer.length < lineEnd + 2 + size + 2) return false
      bodySize += size
      if (bodySize > maxBodyBytes) throw new UpstreamAnswerTooLargeError(maxBodyBytes)
      body.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size))
      buffer = buffer.subarray(lineEnd + 2 + size + 2)
    }
  }

  return {
    push(chunk) {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk])
      if (!head && !readHead()) return undefined
      const current = head as NonNullable<typeof head>
      if (current.chunked) {
        if (!readChunks()) return undefined
        return { status: current.status, text: Buffer.concat(body).toString('utf8'), keepAlive: current.keepAlive }
      }
      if (buffer.length < (current.length ?? 0)) return undefined
      return { status: current.status, text: buffer.subarray(0, current.length).toString('utf8'), keepAlive: current.keepAlive }
    },
  }
}
