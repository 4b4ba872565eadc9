import {
  type ConnectedUser,
  createRequestId,
  EMAIL_COOLDOWN_MS,
  type FrameNotification,
  isSafeRpcMethod,
  POLLING_INTERVAL_MS,
  type SiwxMessage,
} from '@kit/frame-protocol'
import { subscribe } from 'valtio/vanilla'
import { z } from 'zod/mini'
import { connect } from '../actions/connect.js'
import type { ConnectorEvent, SendTransactionParameters } from '../adapters/contract.js'
import {
  EmailCooldownError,
  FarcasterConnectionError,
  FrameRequestError,
  InvalidEmailError,
  NotConnectedToAuthError,
  SocialConnectionInitError,
} from '../errors/auth.js'
import { BaseError } from '../errors/base.js'
import { FailedToConnectError } from '../errors/connector.js'
import { version } from '../errors/version.js'
import type { Kit } from '../kit.js'
import { alertForProviderError, pushAlertOnce } from '../state/pushAlert.js'
import { loginCacheKeys, storageKeys } from '../storage/keys.js'
import type { CaipNetwork, CaipNetworkId } from '../types.js'
import { isValidEmail } from '../utils/email.js'
import { namespaceState } from '../utils/lookup.js'
import { type AuthProvider, authConnectorId } from './authConnector.js'
import { createAuthNetworks, frameSource, toNetworkId } from './authNetworks.js'
import { createAuthProvider } from './authProvider.js'
import type { AuthErrorInfo, EmailLoginAction, SocialProvider, UpdateEmailAction } from './authState.js'
import { createFrameTransport, type FrameRect, type FrameTransport, type FrameWindow } from './frameTransport.js'
import { getAuthRuntime } from './loadAuthClient.js'
import { socialPopupFeatures } from './openSocialPopup.js'
import { waitForSocialCallback } from './waitForSocialCallback.js'

/** The frame's user with its network as a CAIP-2 id. */
export type AuthClientUser = ConnectedUser & { networkId: CaipNetworkId }

export type AuthClient = {
  readonly transport: FrameTransport
  /** The last user the frame reported (undefined when signed out). */
  readonly user: AuthClientUser | undefined
  getUser(parameters?: { networkId?: CaipNetworkId | undefined }): Promise<AuthClientUser>
  /**
   * SIWX with the embedded wallet (SPEC section 7, get user with `siwxMessage`): the frame shows
   * the sign-in message on its own approval screen and signs it only for the parent origin it
   * observed, if the project allows it. Resolves with the signed message as the frame wrote it.
   */
  signInMessage(siwxMessage: SiwxMessage): Promise<{ message: string; signature: string; siwxMessage: SiwxMessage }>
  /** The known user, or the frame's (get user). */
  currentUser(): Promise<AuthClientUser>
  /** The EIP-1193 provider of the embedded wallet. */
  readonly provider: AuthProvider
  signMessage(message: string, address: string): Promise<string>
  sendTransaction(parameters: SendTransactionParameters): Promise<string>
  isConnected(): Promise<boolean>
  signOut(): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
  rpc(method: string, params?: unknown): Promise<unknown>
  providerRequest(method: string, params?: unknown): Promise<unknown>
  connectEmail(parameters: { email: string }): Promise<EmailLoginAction>
  connectDevice(): Promise<void>
  /** Opens the frame's code entry (the code is typed on the secure origin) and resolves once signed in. */
  connectOtp(): Promise<void>
  /** Closes the frame's code entry, of a login or an email update ('Request was aborted'). */
  abortCodeEntry(): void
  connectSocial(parameters: { provider: Exclude<SocialProvider, 'farcaster'>; popup?: Window | null | undefined }): Promise<void>
  getFarcasterUri(): Promise<string>
  connectFarcaster(): Promise<void>
  updateEmail(parameters: { email: string }): Promise<UpdateEmailAction>
  /** Opens the frame's code entry for the code sent to the current email; resolves once it is accepted. */
  updateEmailPrimaryOtp(): Promise<void>
  /** Opens the frame's code entry for the code sent to the new email; resolves with the stored email. */
  updateEmailSecondaryOtp(): Promise<string>
  showFrame(rect?: FrameRect | undefined): void
  hideFrame(): void
  abortRpcRequests(): void
}

export type CreateAuthClientParameters = {
  emit(event: ConnectorEvent): void
  getWindow?: (() => FrameWindow & Pick<Window, 'open'>) | undefined
}

const lastLoginSchema = z.number()
const sessionTokenSchema = z.string()

/** Keys a sign-out clears: the login cache plus the email cooldown and account-type records. */
const signOutKeys = [...loginCacheKeys, storageKeys.lastEmailLoginTime, storageKeys.preferredAccountType, storageKeys.smartAccountNetworks] as const

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The host side of the embedded wallet for one kit: the frame transport plus the login, RPC and
 * email-update flows of SPEC sections 4 and 7. State changes go to the kit's `auth` and `alerts`
 * slices; the UI reacts to them.
 */
export function createAuthClient(kit: Kit, { emit, getWindow }: CreateAuthClientParameters): AuthClient {
  const state = kit._internal.state
  const auth = state.auth
  const storage = kit.storage
  let user: AuthClientUser | undefined
  /** Sign-ins waiting on the frame's consent screen (their GET_USER is aborted with the RPC requests). */
  let signingIn = 0
  const { eip155Networks, currentNetwork, chainOf, rpcUrlOf, accountTypeOf } = createAuthNetworks(kit)

  const initial = currentNetwork()
  const { origin, src } = frameSource(kit.options.secureOrigin!, {
    projectId: kit.options.projectId,
    chainId: String(chainOf(initial)),
    version: `kit-${version}`,
    enableLogger: 'false',
    rpcUrl: rpcUrlOf(initial) ?? '',
  })

  const transport = createFrameTransport({
    origin,
    src,
    zIndex: (state.theme.themeVariables['--kit-z-index'] ?? 999) + 1,
    getWindow,
    onStatus: (status) => {
      auth.frameStatus = status
      if (status === 'ready') syncFrame()
    },
    onTimeout: (kind) => {
      pushAlertOnce(state.alerts, kind === 'iframe_load_failed' ? 'IFRAME_LOAD_FAILED' : 'IFRAME_REQUEST_TIMEOUT')
    },
    onErrorReply: (error) => {
      const code = alertForProviderError({ message: error.shortMessage, code: error.code, status: error.status })
      if (code) pushAlertOnce(state.alerts, code)
    },
    onNotification: handleNotification,
  })

  /** The frame shows the app's name on its approval screen and follows the kit's theme. */
  function syncFrame() {
    const { metadata, projectId } = kit.options
    const quiet = () => undefined
    transport
      .request('SYNC_DAPP_DATA', {
        metadata: metadata ? { name: metadata.name, description: metadata.description, url: metadata.url, icons: metadata.icons } : undefined,
        sdkVersion: version,
        sdkType: 'kit',
        projectId,
      })
      .catch(quiet)
    const syncTheme = () =>
      transport
        .request('SYNC_THEME', {
          themeMode: state.theme.themeMode,
          themeVariables: Object.fromEntries(
            Object.entries(state.theme.themeVariables).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
          ),
        })
        .catch(quiet)
    void syncTheme()
    unsubscribeTheme?.()
    unsubscribeTheme = subscribe(state.theme, () => void syncTheme())
  }
  let unsubscribeTheme: (() => void) | undefined

  function handleNotification(event: FrameNotification) {
    switch (event.type) {
      case '@kit-frame/APPROVAL_SHOW':
        auth.approval = { requestId: event.payload.requestId, method: event.payload.method }
        transport.show()
        return
      case '@kit-frame/APPROVAL_HIDE':
        if (!auth.approval || auth.approval.requestId === event.payload.requestId) hideFrame()
        return
      case '@kit-frame/CODE_ENTRY_SHOW':
        auth.codeEntry = { requestId: event.payload.requestId }
        transport.show()
        return
      case '@kit-frame/CODE_ENTRY_HIDE':
        if (auth.codeEntry?.requestId !== event.payload.requestId) return
        auth.codeEntry = undefined
        if (!auth.approval) transport.hide()
        return
      case '@kit-frame/USER_CHANGED': {
        if (!user) return
        const previous = user
        const next = { ...user, ...event.payload } as ConnectedUser
        setUser(next)
        const accounts = next.address !== previous.address ? [next.address] : undefined
        const networkId = user!.networkId !== previous.networkId ? user!.networkId : undefined
        if (accounts || networkId) emit({ type: 'change', accounts, networkId })
        return
      }
      case '@kit-frame/LOGGED_OUT':
        if (!user) return
        clearSession(signOutKeys)
        emit({ type: 'disconnect' })
        return
      default:
        return
    }
  }

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
    const network = currentNetwork(networkId)
    const result = await transport.request('GET_USER', {
      chainId: chainOf(network),
      preferredAccountType: accountTypeOf(network),
      rpcUrl: rpcUrlOf(network),
    })
    return setUser(result)
  }

  async function signInMessage(siwxMessage: SiwxMessage) {
    const network = currentNetwork()
    const id = createRequestId()
    signingIn += 1
    try {
      // The user consents on the frame's approval screen: no timeout.
      const result = await transport.request(
        'GET_USER',
        { chainId: chainOf(network), preferredAccountType: accountTypeOf(network), rpcUrl: rpcUrlOf(network), siwxMessage },
        { id, timeout: false },
      )
      setUser(result)
      if (!result.message || !result.signature || !result.siwxMessage)
        throw new FrameRequestError({ message: 'The wallet returned no signed sign-in message', request: 'GET_USER' })
      return { message: result.message, signature: result.signature, siwxMessage: result.siwxMessage }
    } finally {
      signingIn -= 1
      if (auth.approval?.requestId === id) hideFrame()
    }
  }

  async function switchNetwork(network: CaipNetwork) {
    const { chainId } = await transport.request('SWITCH_NETWORK', { chainId: chainOf(network), rpcUrl: rpcUrlOf(network) })
    if (user) setUser({ ...user, chainId })
  }

  async function completeLogin() {
    await connect(kit, { connectorId: authConnectorId, namespace: 'eip155' })
    syncAccountUser()
    void syncAccountType()
  }

  /**
   * SPEC section 3 storage: the preferred account type (the frame's user's) and the smart-account
   * networks as a comma list (the Kit API's project list, else the frame's), empty if the call failed.
   */
  async function syncAccountType() {
    storage.set(storageKeys.preferredAccountType, user?.preferredAccountType ?? 'eoa')
    let networks = ''
    // The project's list came with the Kit API's config; without an API, the frame's.
    const fromApi = state.remoteConfig.smartAccountEnabledNetworks
    if (kit.api && fromApi) networks = fromApi.map((networkId) => networkId.split(':')[1]).join(',')
    else
      try {
        const { smartAccountEnabledNetworks } = await transport.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
        networks = smartAccountEnabledNetworks.join(',')
      } catch {
        networks = ''
      }
    if (user) storage.set(storageKeys.smartAccountNetworks, networks)
  }

  async function rpc(method: string, params?: unknown) {
    const network = currentNetwork()
    const id = createRequestId()
    try {
      return await transport.request(
        'RPC_REQUEST',
        { method, params, chainId: chainOf(network), chainNamespace: 'eip155', rpcUrl: rpcUrlOf(network) },
        // Unsafe methods wait for the user on the frame's approval screen as long as it takes.
        { id, timeout: isSafeRpcMethod(method) ? undefined : false },
      )
    } catch (error) {
      if (error instanceof FrameRequestError && error.shortMessage === 'Requested RPC call is not allowed') auth.rpcNotAllowed = Date.now()
      throw error
    } finally {
      if (auth.approval?.requestId === id) hideFrame()
    }
  }

  function errorInfo(error: unknown): AuthErrorInfo {
    return error instanceof BaseError
      ? { name: error.name, message: error.shortMessage }
      : { name: 'Error', message: error instanceof Error ? error.message : String(error) }
  }

  function failSocial(error: unknown): never {
    if (auth.socialLogin) auth.socialLogin = { provider: auth.socialLogin.provider, error: errorInfo(error) }
    throw error
  }

  function requireConnected() {
    if (!user || namespaceState(kit, 'eip155').account.connectorId !== authConnectorId) throw new NotConnectedToAuthError()
  }

  function validEmail(email: string): string {
    const trimmed = email.trim()
    if (!isValidEmail(trimmed)) throw new InvalidEmailError({ email })
    return trimmed
  }

  const provider = createAuthProvider({
    request: (method, params) => providerRequest(method, params),
    listeners: getAuthRuntime(kit).listeners,
  })

  async function providerRequest(method: string, params?: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
        return user ? [user.address] : []
      case 'eth_requestAccounts':
        return [(user ?? (await getUser())).address]
      case 'eth_chainId': {
        const networkId = (user ?? (await getUser())).networkId
        return `0x${BigInt(networkId.split(':')[1] ?? '0').toString(16)}`
      }
      case 'wallet_switchEthereumChain': {
        const [{ chainId } = { chainId: '' }] = (params as [{ chainId: string }] | undefined) ?? []
        const network = eip155Networks().find((candidate) => candidate.caipNetworkId === `eip155:${BigInt(chainId)}`)
        if (!network) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
        await switchNetwork(network)
        emit({ type: 'change', networkId: network.caipNetworkId as CaipNetworkId })
        return null
      }
      default:
        return rpc(method, params)
    }
  }

  return {
    transport,
    get user() {
      return user
    },
    getUser,
    signInMessage,
    currentUser: async () => user ?? (await getUser()),
    provider,
    async signMessage(message, address) {
      let hex = '0x'
      for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0')
      return String(await rpc('personal_sign', [hex, address]))
    },
    async sendTransaction({ address, to, value, data, gas }) {
      const transaction = {
        from: address,
        to,
        value: `0x${value.toString(16)}`,
        ...(data ? { data } : {}),
        ...(gas !== undefined ? { gas: `0x${gas.toString(16)}` } : {}),
      }
      return String(await rpc('eth_sendTransaction', [transaction]))
    },
    async isConnected() {
      const token = storage.get(storageKeys.sessionToken, sessionTokenSchema) ?? undefined
      const { isConnected } = await transport.request('IS_CONNECTED', token ? { token } : {})
      // SPEC section 4: a not-connected check also clears the login cache.
      if (!isConnected) clearSession(loginCacheKeys)
      return isConnected
    },
    async signOut() {
      transport.abortRpcRequests('Signed out')
      try {
        await transport.request('SIGN_OUT', {})
      } finally {
        clearSession(signOutKeys)
      }
    },
    switchNetwork,
    rpc,
    providerRequest,
    async connectEmail({ email }) {
      const address = validEmail(email)
      const last = storage.get(storageKeys.lastEmailLoginTime, lastLoginSchema)
      const elapsed = last === null ? Number.POSITIVE_INFINITY : Date.now() - last
      if (elapsed >= 0 && elapsed < EMAIL_COOLDOWN_MS) throw new EmailCooldownError({ seconds: Math.max(1, Math.ceil((EMAIL_COOLDOWN_MS - elapsed) / 1000)) })
      const { action } = await transport.request('CONNECT_EMAIL', { email: address })
      const sentAt = Date.now()
      storage.set(storageKeys.lastEmailLoginTime, sentAt)
      auth.emailLogin = { email: address, action, resendAt: sentAt + EMAIL_COOLDOWN_MS }
      if (action === 'CONNECT') await completeLogin()
      return action
    },
    async connectDevice() {
      const login = auth.emailLogin
      // The frame answers once the device is approved from the email; until then it may report
      // 'not approved yet', so the host asks again every second (SPEC section 4).
      for (;;) {
        try {
          await transport.request('CONNECT_DEVICE', {})
          break
        } catch (error) {
          const pendingApproval = error instanceof FrameRequestError && (error.code === 'pending' || /not (yet )?approved|pending/i.test(error.shortMessage))
          if (!pendingApproval || auth.emailLogin !== login) throw error
          await sleep(POLLING_INTERVAL_MS)
        }
      }
      if (login && auth.emailLogin === login) auth.emailLogin = { ...login, action: 'VERIFY_OTP' }
    },
    async connectOtp() {
      const login = auth.emailLogin
      // The frame shows its own code entry and answers once a code signed in: no timeout.
      await transport.request('CONNECT_OTP', {}, { timeout: false })
      // SPEC section 4: the email is stored, the login flag set and the last login time cleared.
      if (login) storage.set(storageKeys.email, login.email)
      storage.set(storageKeys.emailLoginUsed, true)
      storage.remove(storageKeys.lastEmailLoginTime)
      storage.remove(storageKeys.socialProvider)
      storage.remove(storageKeys.socialUsername)
      await completeLogin()
      auth.emailLogin = undefined
    },
    abortCodeEntry() {
      transport.abortRpcRequests('Code entry closed', ['CONNECT_OTP', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP'])
      if (auth.codeEntry) hideFrame()
    },
    async connectSocial({ provider, popup }) {
      const host = (getWindow?.() ?? window) as Window
      const target = popup ?? host.open('about:blank', 'kit-social-login', socialPopupFeatures(host))
      auth.socialLogin = { provider, error: undefined }
      if (!target) return failSocial(new SocialConnectionInitError({ details: 'The popup was blocked' }))
      try {
        let uri: string
        try {
          ;({ uri } = await transport.request('GET_SOCIAL_REDIRECT_URI', { provider }))
        } catch (cause) {
          throw new SocialConnectionInitError({ cause })
        }
        target.location.href = uri
        const resultUri = await waitForSocialCallback({ host, popup: target, origin })
        const network = currentNetwork()
        let connected: ConnectedUser
        try {
          connected = await transport.request('CONNECT_SOCIAL', {
            uri: resultUri,
            chainId: chainOf(network),
            preferredAccountType: accountTypeOf(network),
            rpcUrl: rpcUrlOf(network),
          })
        } catch (cause) {
          throw new FailedToConnectError({ cause })
        }
        storage.set(storageKeys.socialProvider, provider)
        if (connected.userName) storage.set(storageKeys.socialUsername, connected.userName)
        storage.remove(storageKeys.email)
        if (connected.email) storage.set(storageKeys.email, connected.email)
        setUser(connected)
        await completeLogin()
        auth.socialLogin = undefined
      } catch (error) {
        failSocial(error)
      } finally {
        if (!target.closed) target.close()
      }
    },
    async getFarcasterUri() {
      auth.farcaster = { uri: undefined, error: undefined }
      try {
        const { uri } = await transport.request('GET_FARCASTER_URI', {})
        auth.farcaster = { uri, error: undefined }
        return uri
      } catch (cause) {
        const error = new FarcasterConnectionError({ cause })
        auth.farcaster = { uri: undefined, error: errorInfo(error) }
        throw error
      }
    },
    async connectFarcaster() {
      try {
        // The frame answers once the user approved in their Farcaster app: no timeout.
        const { userName } = await transport.request('CONNECT_FARCASTER', {}, { timeout: false })
        storage.set(storageKeys.socialProvider, 'farcaster')
        storage.set(storageKeys.socialUsername, userName)
        storage.remove(storageKeys.email)
        await completeLogin()
        auth.farcaster = undefined
      } catch (cause) {
        const error = cause instanceof FailedToConnectError ? cause : new FarcasterConnectionError({ cause })
        auth.farcaster = { uri: auth.farcaster?.uri, error: errorInfo(error) }
        throw error
      }
    },
    async updateEmail({ email }) {
      requireConnected()
      const address = validEmail(email)
      const { action } = await transport.request('UPDATE_EMAIL', { email: address })
      auth.emailUpdate = { email: address, action }
      return action
    },
    async updateEmailPrimaryOtp() {
      requireConnected()
      // The code is typed on the frame's own entry (revealed over the view): no timeout.
      const { action } = await transport.request('UPDATE_EMAIL_PRIMARY_OTP', {}, { timeout: false })
      if (auth.emailUpdate) auth.emailUpdate = { email: auth.emailUpdate.email, action }
    },
    async updateEmailSecondaryOtp() {
      requireConnected()
      const { newEmail } = await transport.request('UPDATE_EMAIL_SECONDARY_OTP', {}, { timeout: false })
      storage.set(storageKeys.email, newEmail)
      if (user) setUser({ ...user, email: newEmail })
      auth.emailUpdate = undefined
      // SPEC section 4: changes are polled every 1 s until the frame's user shows the new email.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const current = await getUser().catch(() => undefined)
        if (!current || current.email === newEmail) break
        await sleep(POLLING_INTERVAL_MS)
      }
      if (user && user.email !== newEmail) setUser({ ...user, email: newEmail })
      return newEmail
    },
    showFrame(rect) {
      if (auth.approval || auth.codeEntry) transport.show(rect)
    },
    hideFrame,
    abortRpcRequests() {
      transport.abortRpcRequests(undefined, signingIn > 0 ? ['RPC_REQUEST', 'GET_USER'] : undefined)
      hideFrame()
    },
  }
}
