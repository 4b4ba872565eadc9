import { accountTypeSchema, chainIdSchema, FRAME_ERROR_MESSAGES, siwxMessageSchema, type ConnectedUser } from '@kit/frame-protocol'
import type { Hono } from 'hono'
import { createSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { deleteSession } from '../../auth/sessions.js'
import { toEvmChainId } from '../../rpc/resolveChain.js'
import { loadSigner } from '../../wallet/wallets.js'
import { badRequest } from '../httpError.js'
import { bearerToken, readJson } from '../validate.js'
import { clearSessionCookie, getSessionCookie } from '../cookies.js'
import { findRequestUser, requireUser, type RouteContext } from './routeContext.js'

const userRequestSchema = z.strictObject({
  chainId: chainIdSchema.optional(),
  preferredAccountType: accountTypeSchema.optional(),
  siwxMessage: siwxMessageSchema.optional(),
  /** The host page's origin (the frame's parent): a sign-in message must name its host as domain. */
  parentOrigin: z.string().max(512).optional(),
})

/** Session state and the connected user. */
export function sessionRoutes(app: Hono, routes: RouteContext): void {
  const { ctx } = routes

  app.post('/api/session', async (c) => {
    const body = await readJson(c, z.strictObject({ token: z.string().max(512).optional() }))
    const user = await findRequestUser(routes, c, body.token)
    return c.json({ isConnected: user !== null })
  })

  app.post('/api/sign-out', async (c) => {
    await readJson(c, z.strictObject({}))
    for (const token of [bearerToken(c), getSessionCookie(c)]) if (token) await deleteSession(ctx, token)
    clearSessionCookie(c)
    return c.json({})
  })

  app.post('/api/user', async (c) => {
    const user = await requireUser(routes, c)
    const body = await readJson(c, userRequestSchema)
    if (body.preferredAccountType === 'smartAccount') throw badRequest(FRAME_ERROR_MESSAGES.smartAccountsDisabled)
    const requested = toEvmChainId(body.chainId)
    const chain = ctx.config.chains.find((candidate) => candidate.id === requested) ?? ctx.config.chains[0]
    const chainId = chain?.id ?? 1
    const connected: ConnectedUser = {
      email: user.email,
      address: user.address,
      chainId,
      accounts: [{ address: user.address, type: 'eoa' }],
      userName: user.userName,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    }
    if (body.siwxMessage) {
      const siwx = { ...body.siwxMessage, accountAddress: user.address, chainId: `eip155:${chainId}` }
      let host: string | null = null
      try {
        host = body.parentOrigin ? new URL(body.parentOrigin).host : null
      } catch {
        host = null
      }
      if (host === null || siwx.domain !== host) throw badRequest('The sign-in message domain does not match the app')
      let message: string
      try {
        message = createSiweMessage({
          address: user.address,
          chainId,
          domain: siwx.domain,
          uri: siwx.uri,
          version: '1',
          nonce: siwx.nonce,
          statement: siwx.statement,
          issuedAt: siwx.issuedAt ? new Date(siwx.issuedAt) : new Date(ctx.now()),
          expirationTime: siwx.expirationTime ? new Date(siwx.expirationTime) : undefined,
          notBefore: siwx.notBefore ? new Date(siwx.notBefore) : undefined,
          requestId: siwx.requestId,
          resources: siwx.resources,
        })
      } catch (error) {
        throw badRequest(`Invalid sign-in message: ${error instanceof Error ? error.message.split('\n')[0] : 'invalid'}`)
      }
      const signer = await loadSigner(ctx, user.id)
      connected.message = message
      connected.signature = await signer.signMessage({ message })
      connected.siwxMessage = { ...siwx, serializedMessage: message }
    }
    return c.json(connected)
  })
}
