import { rpcRequestPayloadSchema } from '@kit/frame-protocol'
import type { Hono } from 'hono'
import { z } from 'zod'
import { executeApproval } from '../../rpc/executeApproval.js'
import { handleRpc } from '../../rpc/handleRpc.js'
import { requestDevice } from '../deviceAuth.js'
import { parseInput, readJson } from '../validate.js'
import { type RouteContext, requireUser } from './routeContext.js'

/** RPC requests of the connected user and decisions on pending approvals. */
export function rpcRoutes(app: Hono, routes: RouteContext): void {
  const { ctx } = routes

  app.post('/api/rpc', async (c) => {
    const user = await requireUser(routes, c)
    // The frame adds the parent origin it observed (sign-in messages are checked against it).
    const body = await readJson(c, z.strictObject({ ...rpcRequestPayloadSchema.shape, parentOrigin: z.string().max(2048).optional() }))
    return c.json(await handleRpc(ctx, user, body, requestDevice(c).id))
  })

  app.post('/api/rpc/approvals/:id', async (c) => {
    const user = await requireUser(routes, c)
    const id = parseInput(z.uuid(), c.req.param('id'))
    const body = await readJson(c, z.strictObject({ approve: z.boolean(), proof: z.string().max(128).optional() }))
    return c.json({ result: await executeApproval(ctx, user, requestDevice(c), id, body) })
  })
}
