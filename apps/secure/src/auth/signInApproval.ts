import type { SiwxMessage } from '@kit/frame-protocol'
import { createSiweMessage } from 'viem/siwe'
import type { SecureContext } from '../context.js'
import { badRequest, HttpError } from '../http/httpError.js'
import { isOriginAllowed } from '../origins/matchOrigin.js'
import type { ResolvedProject } from '../origins/resolveProject.js'
import { createApproval, type PendingApproval } from '../rpc/createApproval.js'
import { toEvmChainId } from '../rpc/resolveChain.js'
import type { User } from './users.js'

/**
 * A sign-in (SIWE) message for the app the frame is embedded in, as a pending approval: the
 * domain must be the host of the parent origin the frame observed, and that origin must be one the
 * project allows. Nothing is signed until the user approves on the frame's screen.
 */
export async function signInApproval(
  ctx: SecureContext,
  parameters: {
    user: User
    deviceId: string
    project: ResolvedProject
    parentOrigin: string
    projectId: string
    chainId?: number | string | undefined
    siwxMessage: SiwxMessage
  },
): Promise<{ approval: PendingApproval; message: string; siwxMessage: SiwxMessage }> {
  const { user, project, parentOrigin } = parameters
  if (project.error) throw new HttpError(403, project.error, 4100)
  let host: string
  try {
    host = new URL(parentOrigin).host
  } catch {
    throw badRequest('The sign-in message domain does not match the app')
  }
  if (!isOriginAllowed(parentOrigin, project.ancestors)) throw new HttpError(403, 'Unauthorized: origin not allowed', 4100)
  const requested = toEvmChainId(parameters.chainId)
  const chain = ctx.config.chains.find((candidate) => candidate.id === requested) ?? ctx.config.chains[0]
  if (!chain) throw badRequest('No chain is configured')
  const siwx = { ...parameters.siwxMessage, accountAddress: user.address, chainId: `eip155:${chain.id}` }
  if (siwx.domain !== host) throw badRequest('The sign-in message domain does not match the app')
  let message: string
  try {
    message = createSiweMessage({
      address: user.address,
      chainId: chain.id,
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
  const rpcUrl = chain.rpcUrls[0] ?? ''
  const approval = await createApproval(ctx, {
    user,
    deviceId: parameters.deviceId,
    request: { method: 'personal_sign', message, raw: false },
    chainId: chain.id,
    rpcUrl,
    preview: { kind: 'signIn', domain: siwx.domain, text: message },
  })
  return { approval, message, siwxMessage: { ...siwx, serializedMessage: message } }
}
