import { parseSiweMessage } from 'viem/siwe'
import { badRequest } from '../http/httpError.js'
import type { ApprovalPreview } from './unsafeRequests.js'

/**
 * A `personal_sign` whose text is a sign-in (EIP-4361) message is signed only for the app the
 * frame is embedded in: its domain must be the host of the parent origin the frame observed (sent
 * by the frame, never by the host page). Otherwise a hostile page could have the user approve a
 * sign-in to another site (issue 10). Other messages pass.
 */
export function assertSignInDomain(preview: ApprovalPreview, parentOrigin: string | undefined): void {
  if (preview.kind !== 'message') return
  const siwe = parseSiweMessage(preview.text)
  if (!siwe.domain || !siwe.address) return
  let host: string | null = null
  try {
    host = parentOrigin ? new URL(parentOrigin).host : null
  } catch {
    host = null
  }
  if (siwe.domain !== host) throw badRequest('The sign-in message domain does not match the app', 4100)
}
