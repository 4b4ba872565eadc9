import type { Context } from 'hono'
import type { ApiEnv } from '../apiEnv.js'
import { RPC_CODES } from './jsonRpc.js'
import { RpcFailure } from './rpcFailure.js'

const tooLarge = (maxBytes: number) =>
  new RpcFailure(413, RPC_CODES.invalidRequest, `Invalid request: body larger than ${maxBytes / (1024 * 1024)} MB`, null, { connection: 'close' })

/**
 * The request body as text, at most `maxBytes` (413 beyond, before reading when Content-Length
 * says so). Over HTTP it is read from the Node request itself: building the Fetch `Request`
 * that `c.req.text()` needs costs more than the rest of a forwarded call on this endpoint.
 */
export async function readRequestText(c: Context<ApiEnv>, maxBytes: number): Promise<string> {
  if (Number(c.req.header('content-length') ?? 0) > maxBytes) throw tooLarge(maxBytes)
  const incoming = c.env?.incoming
  if (!incoming || incoming.readableEnded) {
    const text = await c.req.text()
    if (Buffer.byteLength(text) > maxBytes) throw tooLarge(maxBytes)
    return text
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) throw tooLarge(maxBytes)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
