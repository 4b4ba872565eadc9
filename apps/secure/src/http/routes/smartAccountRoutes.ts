import { type ChainId, FRAME_ERROR_MESSAGES } from '@kit/frame-protocol'
import type { Hono } from 'hono'
import { z } from 'zod'
import { resolveChain } from '../../rpc/resolveChain.js'
import { requestAccountType } from '../../smartAccount/accountTypeApproval.js'
import { smartAccountEnabledChains } from '../../smartAccount/delegation.js'
import { requestDevice } from '../deviceAuth.js'
import { badRequest } from '../httpError.js'
import { readJson } from '../validate.js'
import { type RouteContext, requireUser } from './routeContext.js'

const chainRequestSchema = z.strictObject({
  chainId: z.union([z.string().max(64), z.number().int().positive()]).optional(),
  rpcUrl: z.string().max(2048).optional(),
})

/**
 * Smart accounts (docs/rules/entities.md, docs/rules/states.md and docs/rules/calls.md): the enabled networks (where the EIP-7702 delegate has
 * code), init smart account and set preferred account. Neither changes anything by itself: each
 * answers like `/api/rpc`, with a pending approval the user decides on the frame's approval screen
 * (proven by the device key, then `POST /api/rpc/approvals/:id` signs and sends the delegation),
 * or `done` when nothing would change. Switching to smartAccount is allowed only on an enabled
 * chain; when the delegation cannot be made (no funds for gas, say) the type stays eoa.
 */
export function smartAccountRoutes(app: Hono, routes: RouteContext): void {
  const { ctx } = routes

  app.post('/api/smart-account/networks', async (c) => {
    await requireUser(routes, c)
    await readJson(c, z.strictObject({}))
    return c.json({ smartAccountEnabledNetworks: (await smartAccountEnabledChains(ctx)).map((chain) => chain.id) })
  })

  const requireEnabled = async (chainId: ChainId | undefined, rpcUrl: string | undefined) => {
    const resolved = resolveChain(ctx.config, chainId, rpcUrl)
    const enabled = await smartAccountEnabledChains(ctx)
    if (!enabled.some((chain) => chain.id === resolved.chain.id)) throw badRequest(FRAME_ERROR_MESSAGES.smartAccountsDisabled)
    return resolved
  }

  app.post('/api/smart-account/init', async (c) => {
    const user = await requireUser(routes, c)
    const body = await readJson(c, chainRequestSchema)
    const { chain, rpcUrl } = await requireEnabled(body.chainId, body.rpcUrl)
    return c.json(await requestAccountType(ctx, { user, deviceId: requestDevice(c).id, chain, rpcUrl, target: 'init' }))
  })

  app.post('/api/smart-account/preferred', async (c) => {
    const user = await requireUser(routes, c)
    const body = await readJson(c, chainRequestSchema.extend({ type: z.enum(['eoa', 'smartAccount']) }))
    const { chain, rpcUrl } = body.type === 'eoa' ? resolveChain(ctx.config, body.chainId, body.rpcUrl) : await requireEnabled(body.chainId, body.rpcUrl)
    return c.json(await requestAccountType(ctx, { user, deviceId: requestDevice(c).id, chain, rpcUrl, target: body.type }))
  })
}
