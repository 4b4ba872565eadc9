import { accountTypeSchema, type ConnectedUser, chainIdSchema, siwxMessageSchema } from '@kit/frame-protocol'
import type { Hono } from 'hono'
import { z } from 'zod'
import { deleteSession } from '../../auth/sessions.js'
import { signInApproval } from '../../auth/signInApproval.js'
import { resolveSolanaChain, toEvmChainId } from '../../rpc/resolveChain.js'
import { getChosenAccountType } from '../../smartAccount/accountTypes.js'
import { isSmartAccountDeployed } from '../../smartAccount/delegation.js'
import { ensureSolanaWallet } from '../../wallet/solanaWallets.js'
import { clearSessionCookie, getSessionCookie } from '../cookies.js'
import { requestDevice } from '../deviceAuth.js'
import { bearerToken, readJson } from '../validate.js'
import { findRequestUser, type RouteContext, requireUser } from './routeContext.js'

const userRequestSchema = z.strictObject({
  chainId: z.optional(chainIdSchema),
  preferredAccountType: z.optional(accountTypeSchema),
  /** The app's RPC URL for the chain (one of the configured ones): where smartAccountDeployed is read. */
  rpcUrl: z.string().max(2048).optional(),
})

const signInRequestSchema = z.strictObject({
  chainId: z.optional(chainIdSchema),
  siwxMessage: siwxMessageSchema,
  /** The parent origin the frame itself observed (ancestorOrigins, checked against every message's origin). */
  parentOrigin: z.string().max(512),
  projectId: z.string().max(256),
})

/** Session state, the connected user, and sign-in messages (signed only after consent on the frame). */
export function sessionRoutes(app: Hono, routes: RouteContext): void {
  const { ctx } = routes

  app.post('/api/session', async (c) => {
    const body = await readJson(c, z.strictObject({ token: z.string().max(512).optional() }))
    const user = await findRequestUser(routes, c, body.token)
    return c.json({ isConnected: user !== null })
  })

  app.post('/api/sign-out', async (c) => {
    await readJson(c, z.strictObject({}))
    const device = requestDevice(c)
    for (const token of [bearerToken(c), getSessionCookie(c)]) if (token) await deleteSession(ctx, token, device.id)
    clearSessionCookie(c)
    return c.json({})
  })

  app.post('/api/user', async (c) => {
    const user = await requireUser(routes, c)
    const body = await readJson(c, userRequestSchema)
    // A Solana cluster: the user's Solana account (made now for a user from before Solana).
    if (typeof body.chainId === 'string' && body.chainId.startsWith('solana:')) {
      const { chain } = resolveSolanaChain(ctx.config, body.chainId, undefined)
      const address = user.solanaAddress ?? (await ensureSolanaWallet(ctx, user.id))
      const connected: ConnectedUser = {
        email: user.email,
        address,
        chainId: chain.id,
        accounts: [{ address, type: 'eoa' }],
        userName: user.userName,
        preferredAccountType: 'eoa',
      }
      return c.json(connected)
    }
    const requested = toEvmChainId(body.chainId)
    const chain = ctx.config.chains.find((candidate) => candidate.id === requested) ?? ctx.config.chains[0]
    // Smart accounts: the user's choice (else the app's per-network default), in force only where the
    // EIP-7702 delegation is on this chain (which only the user's approval puts there).
    const preferred = (await getChosenAccountType(ctx, user.id)) ?? body.preferredAccountType ?? 'eoa'
    const rpcUrl = chain?.rpcUrls.find((url) => url === body.rpcUrl) ?? chain?.rpcUrls[0]
    const deployed = rpcUrl ? await isSmartAccountDeployed(ctx, rpcUrl, user.address) : false
    const type = preferred === 'smartAccount' && deployed ? 'smartAccount' : 'eoa'
    const connected: ConnectedUser = {
      email: user.email,
      address: user.address,
      chainId: chain?.id ?? 1,
      accounts: [{ address: user.address, type }],
      userName: user.userName,
      preferredAccountType: type,
      smartAccountDeployed: deployed,
    }
    return c.json(connected)
  })

  // A sign-in message is never signed here: it becomes a pending approval the user confirms on the
  // frame's own screen (then `POST /api/rpc/approvals/:id` with the device's proof signs it).
  app.post('/api/sign-in-message', async (c) => {
    const user = await requireUser(routes, c)
    const body = await readJson(c, signInRequestSchema)
    const project = await routes.projects.resolve(body.projectId)
    return c.json(await signInApproval(ctx, { user, deviceId: requestDevice(c).id, project, ...body }))
  })
}
