import type { ConnectedUser } from '@kit/frame-protocol'
import { z } from 'zod/mini'
import type { ConnectorEvent } from '../adapters/contract.js'
import { anchorToFirstLoad } from '../anchorToFirstLoad.js'
import { version } from '../errors/version.js'
import type { Kit } from '../kit.js'
import { alertForProviderError, pushAlertOnce } from '../state/pushAlert.js'
import { loginCacheKeys, storageKeys } from '../storage/keys.js'
import type { CaipNetworkId } from '../types.js'
import { namespaceState } from '../utils/lookup.js'
import { providerRequest, rpcRequest } from './actions/rpcRequest.js'
import { signInMessage } from './actions/signInMessage.js'
import { signOut } from './actions/signOut.js'
import type { AuthClient, AuthClientUser, AuthHostWindow } from './authClientTypes.js'
import { createAuthNetworks, frameSource, toNetworkId } from './authNetworks.js'
import { createAuthProvider } from './authProvider.js'
import { createFrameTransport } from './frameTransport.js'
import { handleFrameNotification } from './handleFrameNotification.js'
import { syncFrame } from './syncFrame.js'
import { waitForSocialCallback } from './waitForSocialCallback.js'

export type { AuthClient, AuthClientUser } from './authClientTypes.js'

anchorToFirstLoad()

export type CreateAuthClientParameters = {
  /** The auth connector's listeners (`getAuthRuntime(kit).listeners`): connector events go to them. */
  listeners: Set<(event: ConnectorEvent) => void>
  getWindow?: (() => AuthHostWindow) | undefined
}

const sessionTokenSchema = z.string()

/**
 * The auth runtime of one kit (SPEC sections 4 and 7, host side): the secure frame's transport,
 * the frame's user mirrored into the kit's `auth` slice and the eip155 account, and the session
 * storage. The flows live in `auth/actions/<flow>.ts` (connectEmail, connectSocial, updateEmail,
 * rpcRequest, signOut, ...) and drive this client; the UI reacts to the state they change.
 */
export function createAuthClient(kit: Kit, { listeners, getWindow }: CreateAuthClientParameters): AuthClient {
  const state = kit._internal.state
  const auth = state.auth
  const storage = kit.storage
  const networks = createAuthNetworks(kit)
  const host = () => getWindow?.() ?? (window as AuthHostWindow)
  let user: AuthClientUser | undefined
  let unsubscribeTheme: (() => void) | undefined

  const initial = networks.currentNetwork()
  const { origin, src } = frameSource(kit.options.secureOrigin!, {
    projectId: kit.options.projectId,
    chainId: String(networks.chainOf(initial)),
    version: `kit-${version}`,
    enableLogger: 'false',
    rpcUrl: networks.rpcUrlOf(initial) ?? '',
  })

  const transport = createFrameTransport({
    origin,
    src,
    zIndex: (state.theme.themeVariables['--kit-z-index'] ?? 999) + 1,
    getWindow,
    onStatus: (status) => {
      auth.frameStatus = status
      if (status !== 'ready') return
      unsubscribeTheme?.()
      unsubscribeTheme = syncFrame(client)
    },
    onTimeout: (kind) => {
      pushAlertOnce(state.alerts, kind === 'iframe_load_failed' ? 'IFRAME_LOAD_FAILED' : 'IFRAME_REQUEST_TIMEOUT')
    },
    onErrorReply: (error) => {
      const code = alertForProviderError({ message: error.shortMessage, code: error.code, status: error.status })
      if (code) pushAlertOnce(state.alerts, code)
    },
    onNotification: (event) => handleFrameNotification(client, event),
  })

  function setUser(next: ConnectedUser): AuthClientUser {
    user = { ...next, networkId: toNetworkId(next.chainId) }
    auth.user = { email: next.email, userName: next.userName, address: next.address, chainId: next.chainId }
    syncAccountUser()
    return user
  }

  /** The account shows the email (or social username) of the embedded wallet. */
  function syncAccountUser() {
    const account = namespaceState(kit, 'eip155').account
    if (!user) return
    account.user = { email: user.email ?? undefined, username: user.userName ?? undefined }
    account.socialProvider = storage.get(storageKeys.socialProvider, z.string()) ?? undefined
    account.preferredAccountType = user.preferredAccountType ?? 'eoa'
    account.smartAccountDeployed = user.smartAccountDeployed ?? false
  }

  function clearSession(keys: readonly string[]) {
    for (const key of keys) storage.remove(key)
    user = undefined
    auth.user = undefined
    auth.emailLogin = undefined
    auth.emailUpdate = undefined
    auth.socialLogin = undefined
    auth.farcaster = undefined
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
    return setUser(result)
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
      return user
    },
    setUser,
    syncAccountUser,
    getUser,
    currentUser: async () => user ?? (await getUser()),
    async isConnected() {
      const token = storage.get(storageKeys.sessionToken, sessionTokenSchema) ?? undefined
      const { isConnected } = await transport.request('IS_CONNECTED', token ? { token } : {})
      // SPEC section 4: a not-connected check also clears the login cache.
      if (!isConnected) clearSession(loginCacheKeys)
      return isConnected
    },
    async switchNetwork(network) {
      const { chainId } = await transport.request('SWITCH_NETWORK', { chainId: networks.chainOf(network), rpcUrl: networks.rpcUrlOf(network) })
      if (user) setUser({ ...user, chainId })
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
    async signMessage(message, address) {
      let hex = '0x'
      for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0')
      return String(await rpcRequest(client, { method: 'personal_sign', params: [hex, address] }))
    },
    async sendTransaction({ address, to, value, data, gas }) {
      const transaction = {
        from: address,
        to,
        value: `0x${value.toString(16)}`,
        ...(data ? { data } : {}),
        ...(gas !== undefined ? { gas: `0x${gas.toString(16)}` } : {}),
      }
      return String(await rpcRequest(client, { method: 'eth_sendTransaction', params: [transaction] }))
    },
    signInMessage: (siwxMessage) => signInMessage(client, { siwxMessage }),
  }
  return client
}
