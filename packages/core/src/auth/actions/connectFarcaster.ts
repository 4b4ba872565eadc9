import type { Kit } from '../../kit.js'
import { loadAuthClient } from '../loadAuthClient.js'

export type GetFarcasterUriReturnType = { uri: string }

/** The URI the ConnectingFarcaster view shows as a QR code ('Failed to connect to farcaster' on failure). */
export async function getFarcasterUri(kit: Kit): Promise<GetFarcasterUriReturnType> {
  const client = await loadAuthClient(kit)
  return { uri: await client.getFarcasterUri() }
}

/** Waits until the user approved in their Farcaster app, then connects the auth connector. */
export async function connectFarcaster(kit: Kit): Promise<void> {
  const client = await loadAuthClient(kit)
  await client.connectFarcaster()
}
