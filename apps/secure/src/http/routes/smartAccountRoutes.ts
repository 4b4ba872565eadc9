import { type ChainId, FRAME_ERROR_MESSAGES } from '@kit/frame-protocol'
import type { Hono } from 'hono'
import { z } from 'zod'
import { resolveChain } from '../../rpc/resolveChain.js'
import { getPreferredAccountType, setPreferredAccountType } from '../../smartAccount/accountTypes.js'
import { deploySmartAccount, isSmartAccountDeployed, smartAccountEnabledChains } from '../../smartAccount/delegation.js'
import { loadSigner } from '../../wallet/wallets.js'
import { badRequest } from '../httpError.js'
import { readJson } from '../validate.js'
import { type RouteContext, requireUser } from './routeContext.js'

const chainRequestSchema = z.strictObject({
  chainId: z.union([z.string().max(64), z.number().int().positive()]).optional(),
  rpcUrl: z.string().max(2048).optional(),
})

/**
 * Smart accounts (SPEC sections 3, 4, 7): the enabled networks (where the EIP-7702 delegate has
 * code), init smart account (delegates the user's EOA on the chain) and set preferred account.
 * Switching to smartAccount is allowed only on an enabled chain and from eoa; when the delegation
 * cannot be made (no funds for gas, say) the request fails and the type stays eoa.
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
    await deploySmartAccount(ctx, await loadSigner(ctx, user.id), chain.id, rpcUrl)
    return c.json({ address: user.address, isDeployed: await isSmartAccountDeployed(ctx, rpcUrl, user.address) })
  })

  app.post('/api/smart-account/preferred', async (c) => {
    const user = await requireUser(routes, c)
    const body = await readJson(c, chainRequestSchema.extend({ type: z.enum(['eoa', 'smartAccount']) }))
    if (body.type === 'eoa') {
      await setPreferredAccountType(ctx, user.id, 'eoa')
      return c.json({ type: 'eoa', address: user.address })
    }
    if ((await getPreferredAccountType(ctx, user.id)) !== 'eoa') return c.json({ type: 'smartAccount', address: user.address })
    const { chain, rpcUrl } = await requireEnabled(body.chainId, body.rpcUrl)
    try {
      await deploySmartAccount(ctx, await loadSigner(ctx, user.id), chain.id, rpcUrl)
    } catch (error) {
      // SPEC section 4: if setting the preferred account fails, the type falls back to eoa.
      await setPreferredAccountType(ctx, user.id, 'eoa')
      throw error
    }
    await setPreferredAccountType(ctx, user.id, 'smartAccount')
    return c.json({ type: 'smartAccount', address: user.address })
  })
}
