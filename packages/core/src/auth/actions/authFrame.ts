import type { Kit } from '../../kit.js'
import type { FrameRect } from '../frameTransport.js'
import { loadAuthClient, peekAuthClient } from '../loadAuthClient.js'

/**
 * Loads the frame client and the frame ahead of use (the email field got focus, a social button
 * is about to be pressed), so the first request does not wait for them.
 */
export async function preloadAuth(kit: Kit): Promise<void> {
  const client = await loadAuthClient(kit)
  await client.transport.ready()
}

/**
 * Places the frame's approval screen or code entry over `rect` (the ApproveTransaction view's body or the EmailLogin code slot, in
 * viewport pixels) while an approval is pending; the frame gets focus when first revealed.
 */
export function setAuthFrameRect(kit: Kit, { rect }: { rect: FrameRect }): void {
  void peekAuthClient(kit)?.then((client) => client.showFrame(rect))
}

/** Rejects pending embedded-wallet RPC requests ('Request was aborted') and hides the frame. */
export function abortAuthRequests(kit: Kit): void {
  void peekAuthClient(kit)?.then((client) => client.abortRpcRequests())
}

/** Moves focus into the revealed approval screen (the ApproveTransaction view forwards its focus). */
export function focusAuthFrame(kit: Kit): void {
  void peekAuthClient(kit)?.then((client) => client.transport.focus())
}
