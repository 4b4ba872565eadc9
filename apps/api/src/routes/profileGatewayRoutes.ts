import type { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { parseInput } from '../http/parseInput.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { sendJson } from '../http/sendJson.js'
import { answerGatewayRequest, type GatewayParameters } from '../names/answerGatewayRequest.js'
import { nameErrors } from '../names/nameErrors.js'
import { lookupSuffixes } from '../names/nameInput.js'

const hexSchema = z.string().regex(/^0x(?:[0-9a-fA-F]{2}){4,4096}$/, 'Expected hex call data')
const senderSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected the sender address')
export const gatewayAnswerSchema = z.object({ data: z.string() })

/**
 * The ERC-3668 (CCIP-Read) gateway of the Kit names offchain resolver, open to anyone (no
 * project: wallets and viem call it while resolving): `GET /v1/profile/gateway/{sender}/{data}.json`
 * and `POST /v1/profile/gateway` `{ sender, data }` → `{ data }` signed with `names.gateway`.
 * Every name registered through `POST /v1/profile/account` resolves on chain through it.
 */
export function profileGatewayRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const { names } = context.config
  const gateway = names.gateway
  const parameters: GatewayParameters | undefined = gateway && {
    db: context.db,
    suffix: names.suffix,
    suffixes: lookupSuffixes(names.suffix),
    privateKey: gateway.privateKey as `0x${string}`,
    resolver: gateway.resolver as `0x${string}`,
    ttlSeconds: gateway.ttlSeconds,
  }
  const answer = async (sender: unknown, data: unknown): Promise<{ data: string }> => {
    if (!parameters) throw nameErrors.gatewayOff()
    parseInput(senderSchema, sender, 'sender')
    return { data: await answerGatewayRequest(parameters, parseInput(hexSchema, data, 'data') as `0x${string}`) }
  }
  const cors = { 'access-control-allow-origin': '*' }

  app.get('/v1/profile/gateway/:sender/:file', async (c) => {
    const file = c.req.param('file')
    const result = await answer(c.req.param('sender'), file.endsWith('.json') ? file.slice(0, -5) : file)
    c.header('access-control-allow-origin', cors['access-control-allow-origin'])
    return sendJson(c, gatewayAnswerSchema, result)
  })
  app.post('/v1/profile/gateway', async (c) => {
    const body = parseInput(z.object({ sender: z.unknown(), data: z.unknown() }), await readJsonBody(c))
    const result = await answer(body.sender, body.data)
    c.header('access-control-allow-origin', cors['access-control-allow-origin'])
    return sendJson(c, gatewayAnswerSchema, result)
  })
}
