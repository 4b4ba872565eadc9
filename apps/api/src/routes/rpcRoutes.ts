import type { Context, Hono } from 'hono'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { ApiError } from '../http/apiError.js'
import { projectGuard } from '../http/projectGuard.js'
import { checkRpcCall, isRpcAnswer, RPC_CODES, type RpcAnswer, type RpcCall } from '../rpc/jsonRpc.js'
import { parseRpcBody } from '../rpc/parseRpcBody.js'
import { readRequestText } from '../rpc/readRequestText.js'
import { guardFailure, RpcFailure } from '../rpc/rpcFailure.js'
import { ALLOWED_RPC_METHODS } from '../rpc/rpcMethods.js'
import { UpstreamUnavailableError } from '../rpc/upstreamErrors.js'

/** Largest request body: room for a batch of 1,000 calls with calldata. */
const MAX_RPC_BODY_BYTES = 8 * 1024 * 1024

function respond(c: Context<ApiEnv>, status: 200 | RpcFailure['status'], body: unknown, headers: Record<string, string> = {}): Response {
  const origin = c.req.header('origin')
  const cors: Record<string, string> =
    origin === undefined ? {} : { 'access-control-allow-origin': origin, vary: 'Origin', 'access-control-expose-headers': 'Retry-After' }
  return c.body(JSON.stringify(body), status, { 'content-type': 'application/json', ...cors, ...headers })
}

async function answerBody(context: ApiContext, chainId: string, body: unknown): Promise<{ status: 200 | 400; body: RpcAnswer | RpcAnswer[] }> {
  const service = context.rpc.get(chainId)
  if (!service)
    throw new RpcFailure(
      400,
      RPC_CODES.invalidParams,
      `chainId: ${chainId.slice(0, 64)} is not a chain this Kit API forwards (${[...context.rpc.keys()].join(', ') || 'none configured'})`,
    )
  const checked = (Array.isArray(body) ? body : [body]).map((item) => checkRpcCall(item, ALLOWED_RPC_METHODS))
  const calls = checked.filter((item): item is RpcCall => !isRpcAnswer(item))
  const first = checked[0] as RpcCall | RpcAnswer
  if (!Array.isArray(body) && isRpcAnswer(first)) return { status: 400, body: first }
  try {
    const answers = calls.length > 0 ? await service.answer(calls) : []
    let next = 0
    const merged = checked.map((item) => (isRpcAnswer(item) ? item : (answers[next++] as RpcAnswer)))
    return { status: 200, body: Array.isArray(body) ? merged : (merged[0] as RpcAnswer) }
  } catch (error) {
    if (!(error instanceof UpstreamUnavailableError)) throw error
    throw new RpcFailure(
      502,
      RPC_CODES.resourceUnavailable,
      `Chain node unavailable: no upstream of ${chainId} answered`,
      Array.isArray(body) ? null : (first as RpcCall).id,
    )
  }
}

/**
 * `POST /v1/rpc?chainId=<caip2>&projectId=<id>`: chain JSON-RPC through the Kit API, one call
 * or a batch of up to 1,000, for the configured eip155 chains (ranked fallback over the chain's
 * upstreams, cached immutable answers, an allow-list of methods). Counts one request towards
 * the project's rate limit. Every refusal is a JSON-RPC error: 400 for a bad request (parse
 * error, invalid call, refused method, unknown chain or project), 401/403/429 from the project
 * checks, 413 for a body over 8 MB, 502 when no upstream answers. In a batch, an invalid or
 * refused call gets its error in its place and the others are answered.
 */
export function rpcRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const guard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: false })
  app.post('/v1/rpc', async (c) => {
    try {
      try {
        await guard(c, async () => undefined)
      } catch (error) {
        throw error instanceof ApiError ? guardFailure(error) : error
      }
      const chainId = c.req.query('chainId')
      if (chainId === undefined || chainId === '') throw new RpcFailure(400, RPC_CODES.invalidParams, 'chainId: Required (a CAIP-2 id such as eip155:1)')
      const answer = await answerBody(context, chainId, parseRpcBody(await readRequestText(c, MAX_RPC_BODY_BYTES)))
      return respond(c, answer.status, answer.body)
    } catch (error) {
      if (error instanceof RpcFailure) {
        // A body the answer may leave unread ends the connection, as the other routes' error answers do.
        const unread = Number(c.req.header('content-length') ?? 0) > 16 * 1024 || c.req.header('transfer-encoding') !== undefined
        return respond(c, error.status, error.body, unread ? { ...error.headers, connection: 'close' } : error.headers)
      }
      throw error
    }
  })
}
