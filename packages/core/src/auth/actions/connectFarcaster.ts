import { FarcasterConnectionError } from '../../errors/auth.js'
import { FailedToConnectError } from '../../errors/connector.js'
import type { Kit } from '../../kit.js'
import { storageKeys } from '../../storage/keys.js'
import { completeLogin } from '../completeLogin.js'
import { loadAuthClient } from '../loadAuthClient.js'
import { toAuthErrorInfo } from '../toAuthErrorInfo.js'

export type GetFarcasterUriReturnType = { uri: string }

/** The URI the ConnectingFarcaster view shows as a QR code ('Failed to connect to farcaster' on failure). */
export async function getFarcasterUri(kit: Kit): Promise<GetFarcasterUriReturnType> {
  const client = await loadAuthClient(kit)
  const auth = kit._internal.state.auth
  auth.farcaster = { uri: undefined, error: undefined }
  try {
    const { uri } = await client.transport.request('GET_FARCASTER_URI', {})
    auth.farcaster = { uri, error: undefined }
    return { uri }
  } catch (cause) {
    const error = new FarcasterConnectionError({ cause })
    auth.farcaster = { uri: undefined, error: toAuthErrorInfo(error) }
    throw error
  }
}

/** Waits until the user approved in their Farcaster app, then connects the auth connector. */
export async function connectFarcaster(kit: Kit): Promise<void> {
  const client = await loadAuthClient(kit)
  const { storage } = kit
  const auth = kit._internal.state.auth
  try {
    // The frame answers once the user approved in their Farcaster app: no timeout.
    const { userName } = await client.transport.request('CONNECT_FARCASTER', {}, { timeout: false })
    storage.set(storageKeys.socialProvider, 'farcaster')
    storage.set(storageKeys.socialUsername, userName)
    storage.remove(storageKeys.email)
    await completeLogin(client)
    auth.farcaster = undefined
  } catch (cause) {
    const error = cause instanceof FailedToConnectError ? cause : new FarcasterConnectionError({ cause })
    auth.farcaster = { uri: auth.farcaster?.uri, error: toAuthErrorInfo(error) }
    throw error
  }
}
