import { z } from 'zod/mini'
import type { ConnectorEvent, SendTransactionParameters } from '../adapters/contract.js'
import type { Kit } from '../kit.js'
import { loginCacheKeys, storageKeys } from '../storage/keys.js'
import type { CaipNetworkId } from '../types.js'
import { providerRequest, rpcRequest } from './actions/rpcRequest.js'
import { signInMessage } from './actions/signInMessage.js'
import { signOut } from './actions/signOut.js'
import type { AuthClient, AuthHostWindow } from './authClientTypes.js'
import { createAuthFrameTransport } from './authFrameTransport.js'
import { createAuthNetworks } from './authNetworks.js'
import { createAuthProvider } from './authProvider.js'
import { createAuthUser } from './authUser.js'
import { waitForSocialCallback } from './waitForSocialCallback.js'

export type { AuthClient, AuthClientUser } from './authClientTypes.js'

export type CreateAuthClientParameters = {
  /** The auth connector's listeners (`getAuthRuntime(kit).listeners`): connector events go to them. */
  listeners: Set<(event: ConnectorEvent) => void>
  getWindow?: (() => AuthHostWindow) | undefined
}

const sessionTokenSchema = z.string()

/**
 * The auth runtime of one kit (docs/rules/states.md and docs/rules/calls.md, host side): the secure frame's transport,
 * the frame's user mirrored into the kit's `auth` slice and the eip155 account, and the session
 * storage. The flows live in `auth/actions/<flow>.ts` (connectEmail, connectSocial, updateEmail,
 * rpcRequest, signOut, ...) and drive this client; the UI reacts to the state they change.
 */
export function createAuthClient(kit: Kit, { listeners, getWindow }: CreateAuthClientParameters): AuthClient {
  const auth = kit._internal.state.auth
  const storage = kit.storage
  const networks = createAuthNetworks(kit)
  const host = () => getWindow?.() ?? (window as AuthHostWindow)
  const user = createAuthUser(kit)
  const { origin, transport } = createAuthFrameTransport({ kit, networks, getWindow, client: () => client })

  function clearSession(keys: readonly string[]) {
    for (const key of keys) storage.remove(key)
    user.clear()
    hideFrame()
  }

  function hideFrame() {
    auth.approval = undefined
    auth.codeEntry = undefined
    transport.hide()
  }

  async function getUser({ networkId }: { networkId?: CaipNetworkId | undefined } = {}) {
    const network = networks.currentNetwork(networkId)
    const result = await transport.request('GET_USER', {
      chainId: networks.chainOf(network),
      preferredAccountType: networks.accountTypeOf(network),
      rpcUrl: networks.rpcUrlOf(network),
    })
    return user.set(result)
  }

  const client: AuthClient = {
    kit,
    transport,
    origin,
    host,
    networks,
    emit(event) {
      for (const listener of [...listeners]) listener(event)
    },
    get user() {
      return user.current()
    },
    setUser: user.set,
    syncAccountUser: user.syncAccountUser,
    getUser,
    currentUser: async () => user.current() ?? (await getUser()),
    async isConnected() {
      const token = storage.get(storageKeys.sessionToken, sessionTokenSchema) ?? undefined
      const { isConnected } = await transport.request('IS_CONNECTED', token ? { token } : {})
      // docs/rules/states.md: a not-connected check also clears the login cache.
      if (!isConnected) clearSession(loginCacheKeys)
      return isConnected
    },
    async switchNetwork(network) {
      const { chainId } = await transport.request('SWITCH_NETWORK', { chainId: networks.chainOf(network), rpcUrl: networks.rpcUrlOf(network) })
      const current = user.current()
      if (current) user.set({ ...current, chainId })
    },
    clearSession,
    signingIn: 0,
    showFrame(rect) {
      if (auth.approval || auth.codeEntry) transport.show(rect)
    },
    hideFrame,
    abortRpcRequests() {
      transport.abortRpcRequests(undefined, client.signingIn > 0 ? ['RPC_REQUEST', 'GET_USER'] : undefined)
      hideFrame()
    },
    waitForSocialCallback: (popup) => waitForSocialCallback({ host: host(), popup, origin }),
    provider: createAuthProvider({ request: (method, params) => providerRequest(client, { method, params }), listeners }),
    signOut: () => signOut(client),
    signMessage: (message, address) => signPersonalMessage(client, message, address),
    sendTransaction: (parameters) => sendAuthTransaction(client, parameters),
    signInMessage: (siwxMessage) => signInMessage(client, { siwxMessage }),
  }
  return client
}

/** The auth connector's personal_sign: the message's UTF-8 as hex. */
async function signPersonalMessage(client: AuthClient, message: string, address: string): Promise<string> {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0')
  return String(await rpcRequest(client, { method: 'personal_sign', params: [hex, address] }))
}

/** The auth connector's eth_sendTransaction (quantities as hex). */
async function sendAuthTransaction(client: AuthClient, { address, to, value, data, gas }: SendTransactionParameters): Promise<string> {
  const transaction = {
    from: address,
    to,
    value: `0x${value.toString(16)}`,
    ...(data ? { data } : {}),
    ...(gas !== undefined ? { gas: `0x${gas.toString(16)}` } : {}),
  }
  return String(await rpcRequest(client, { method: 'eth_sendTransaction', params: [transaction] }))
}
