import {
  type AppEvent,
  type ConnectedUser,
  createRequestId,
  FRAME_ERROR_MESSAGES,
  FRAME_MESSAGES,
  type FrameEvent,
  type FrameMessageName,
  getMessageName,
  POLLING_INTERVAL_MS,
} from '@kit/frame-protocol'
import type { ApprovalPreview, ApprovalView } from './approvalView.js'
import type { CodeView } from './codeView.js'
import type { DeviceKey } from './deviceKey.js'
import type { FrameConfig } from './frameConfig.js'
import { FRAME_STORAGE_KEYS, type FrameStorage } from './frameStorage.js'
import { type SecureApi, SecureApiError } from './secureApi.js'

export interface FrameControllerDependencies {
  readonly config: FrameConfig
  readonly parentOrigin: string
  /** Null when the parent origin is not allowed: every request is answered with that error. */
  readonly originError: string | null
  readonly storage: FrameStorage
  readonly api: SecureApi
  readonly approvals: ApprovalView
  /** The email-code entry screen (the code is typed here, never on the host page). */
  readonly codes: CodeView
  /** This browser's non-extractable device key: it proves each approval the user gave on this screen. */
  readonly device: Promise<DeviceKey>
  readonly post: (message: FrameEvent) => void
  readonly reload: () => void
  readonly applyTheme: (theme: { themeMode?: 'light' | 'dark' | undefined; themeVariables?: Record<string, string | number> | undefined }) => void
  readonly log: (...args: unknown[]) => void
}

export interface FrameController {
  handle(event: AppEvent): Promise<void>
}

class FrameRequestError extends Error {
  constructor(
    message: string,
    readonly code?: number | string,
  ) {
    super(message)
  }
}

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

/** Polls stop after this long even if the host forgot the request (its own timeout is 120 s). */
const MAX_POLL_MS = 10 * 60_000

type PendingApproval = { id: string; method: string; chainId: number; preview: ApprovalPreview; requestHash: string }
type RpcOutcome = { status: 'done'; result: unknown } | { status: 'approval_required'; approval: PendingApproval }

/** Requests whose success means the frame has a session. */
const SIGNED_IN_BY = new Set<string>(['@kit-app/CONNECT_OTP', '@kit-app/CONNECT_SOCIAL', '@kit-app/CONNECT_FARCASTER', '@kit-app/GET_USER'])

/** Handles every app event: calls the same-origin API and answers with a success or error reply. */
export function createFrameController(deps: FrameControllerDependencies): FrameController {
  const { storage, api, config } = deps
  let pendingRpc: { id: string; controller: AbortController } | null = null
  let pendingCode: AbortController | null = null
  let approvalQueue: Promise<unknown> = Promise.resolve()
  let farcasterChannel: string | null = null
  let dappName = ''
  /** Whether this frame last knew itself signed in (for LOGGED_OUT when a session ends). */
  let connected = false
  const pollers = new Set<AbortController>()
  /** The app's RPC URL of the current chain (the frame's query, then each message that names one). */
  let rpcUrl: string | undefined = config.rpcUrl ?? undefined
  const chainTarget = () => ({ chainId: currentChainId() ?? undefined, ...(rpcUrl ? { rpcUrl } : {}) })

  const token = (): string | null => storage.get(FRAME_STORAGE_KEYS.session)
  const currentChainId = (): number | string | null => {
    const stored = storage.get(FRAME_STORAGE_KEYS.chainId)
    if (stored !== null) return /^\d+$/.test(stored) ? Number(stored) : stored
    return config.chainId ?? config.chains[0]?.id ?? null
  }
  const notify = (type: FrameEvent['type'], payload: unknown): void => deps.post({ type, id: createRequestId(), payload } as FrameEvent)

  /**
   * The connected user. With a sign-in message, the server prepares it for the parent origin this
   * frame observed (never one the host names) if the project allows it, and it is signed only
   * after the user approves it on this frame's screen.
   */
  async function getUser(
    requestId: string,
    parameters: { chainId?: unknown; siwxMessage?: unknown; preferredAccountType?: unknown; rpcUrl?: unknown },
  ): Promise<ConnectedUser> {
    const chainId = parameters.chainId ?? currentChainId() ?? undefined
    // The frame's current chain (and its RPC URL) is the EVM one: a Solana account lookup (GET_USER
    // with a Solana cluster) moves neither, and every Solana request names its cluster itself.
    const solana = String(chainId).startsWith('solana:')
    if (!solana && typeof parameters.rpcUrl === 'string') rpcUrl = parameters.rpcUrl
    const user = await api<ConnectedUser>('/api/user', {
      chainId,
      preferredAccountType: parameters.preferredAccountType,
      ...(rpcUrl && !solana ? { rpcUrl } : {}),
    })
    if (!solana) storage.set(FRAME_STORAGE_KEYS.chainId, String(user.chainId))
    if (!parameters.siwxMessage) return user
    const signIn = await api<{ approval: PendingApproval; message: string; siwxMessage: ConnectedUser['siwxMessage'] }>('/api/sign-in-message', {
      chainId: user.chainId,
      siwxMessage: parameters.siwxMessage,
      parentOrigin: deps.parentOrigin,
      projectId: config.projectId,
    })
    const signature = String(await queueApproval(requestId, signIn.approval))
    return { ...user, message: signIn.message, signature, siwxMessage: signIn.siwxMessage }
  }

  /**
   * The code entry on this frame: each complete code goes to `submit` (an API call); resolves with
   * its result once one is accepted. The code is typed here, never sent by the host page.
   */
  async function enterCode<T>(requestId: string, label: string, submit: (otp: string) => Promise<T>): Promise<T> {
    pendingCode?.abort()
    const controller = new AbortController()
    pendingCode = controller
    let result: { value: T } | undefined
    notify('@kit-frame/CODE_ENTRY_SHOW', { requestId })
    try {
      const done = await deps.codes.ask({
        signal: controller.signal,
        label,
        submit: async (otp) => {
          try {
            result = { value: await submit(otp) }
            return null
          } catch (error) {
            return error instanceof SecureApiError ? error.message : FRAME_ERROR_MESSAGES.anErrorOccurred
          }
        },
      })
      if (!done || !result) throw new FrameRequestError(FRAME_ERROR_MESSAGES.requestAborted)
      return result.value
    } finally {
      if (pendingCode === controller) pendingCode = null
      notify('@kit-frame/CODE_ENTRY_HIDE', { requestId })
    }
  }

  /** The login code: a typed code signs the user in. */
  async function enterLoginCode(requestId: string, email: string): Promise<void> {
    await enterCode(requestId, 'Code from your email', async (otp) => {
      const { token: session } = await api<{ token: string }>('/api/email/otp', { email, otp })
      storage.set(FRAME_STORAGE_KEYS.session, session)
      storage.remove(FRAME_STORAGE_KEYS.pendingEmail)
    })
  }

  async function completeSocial(uri: string): Promise<void> {
    const { token: session } = await api<{ token: string }>('/api/social/complete', { uri })
    storage.set(FRAME_STORAGE_KEYS.session, session)
  }

  async function poll<T>(check: () => Promise<T | null>): Promise<T | null> {
    const controller = new AbortController()
    pollers.add(controller)
    const started = Date.now()
    try {
      while (!controller.signal.aborted && Date.now() - started < MAX_POLL_MS) {
        const result = await check()
        if (result !== null) return result
        await sleep(POLLING_INTERVAL_MS, controller.signal)
      }
      return null
    } finally {
      pollers.delete(controller)
    }
  }

  function signOutLocally(): void {
    storage.remove(FRAME_STORAGE_KEYS.session)
    storage.remove(FRAME_STORAGE_KEYS.pendingEmail)
    for (const poller of pollers) poller.abort()
  }

  async function rpc(event: Extract<AppEvent, { type: '@kit-app/RPC_REQUEST' }>): Promise<unknown> {
    const { method } = event.payload
    notify('@kit-frame/RPC_REQUEST', { requestId: event.id, method })
    let ok = false
    try {
      // The parent origin this frame observed: a sign-in message is signed only for its host.
      const chainId = event.payload.chainId ?? currentChainId() ?? undefined
      const solana = typeof chainId === 'string' && chainId.startsWith('solana:')
      const body = {
        ...event.payload,
        chainId,
        ...(solana && !event.payload.chainNamespace ? { chainNamespace: 'solana' } : {}),
        parentOrigin: deps.parentOrigin,
      }
      const outcome = await api<RpcOutcome>('/api/rpc', body)
      if (outcome.status === 'done') {
        ok = true
        return outcome.result
      }
      const result = await queueApproval(event.id, outcome.approval)
      ok = true
      return result
    } finally {
      notify('@kit-frame/RPC_RESPONSE', { requestId: event.id, method, ok })
    }
  }

  /** An API call answering like `/api/rpc`: done at once, or after the user's decision on this frame. */
  async function approved(requestId: string, path: string, body: unknown): Promise<unknown> {
    const outcome = await api<RpcOutcome>(path, body)
    if (outcome.status === 'done') return outcome.result
    return queueApproval(requestId, outcome.approval)
  }

  /** One approval at a time: later requests wait for the screen. */
  function queueApproval(requestId: string, approval: PendingApproval): Promise<unknown> {
    const decision = approvalQueue.then(() => approve(requestId, approval))
    approvalQueue = decision.catch(() => undefined)
    return decision
  }

  async function approve(requestId: string, approval: PendingApproval): Promise<unknown> {
    const controller = new AbortController()
    pendingRpc = { id: requestId, controller }
    try {
      notify('@kit-frame/APPROVAL_SHOW', { requestId, method: approval.method })
      const approved = await deps.approvals.ask({
        method: approval.method,
        preview: approval.preview,
        appName: dappName || deps.parentOrigin,
        signal: controller.signal,
      })
      notify('@kit-frame/APPROVAL_RESULT', { requestId, approved: approved && !controller.signal.aborted })
      notify('@kit-frame/APPROVAL_HIDE', { requestId })
      if (controller.signal.aborted) {
        void api(`/api/rpc/approvals/${approval.id}`, { approve: false }).catch(() => undefined)
        throw new FrameRequestError(FRAME_ERROR_MESSAGES.requestAborted)
      }
      // The device key signs the approval of this exact request only after the click on this screen.
      const proof = approved ? await (await deps.device).proveApproval({ approvalId: approval.id, requestHash: approval.requestHash }) : undefined
      const { result } = await api<{ result: unknown }>(`/api/rpc/approvals/${approval.id}`, { approve: approved, ...(proof ? { proof } : {}) })
      return result
    } finally {
      if (pendingRpc?.controller === controller) pendingRpc = null
    }
  }

  async function run(event: AppEvent): Promise<unknown> {
    switch (event.type) {
      case '@kit-app/SWITCH_NETWORK': {
        const chainId = event.payload.chainId
        // An EVM chain by number (or eip155:<n>), a Solana cluster by its CAIP-2 id.
        const solana = config.solanaChains.find((chain) => chain.id === String(chainId))
        const supported = solana || config.chains.some((chain) => String(chain.id) === String(chainId).replace(/^eip155:/, ''))
        if (!supported) throw new FrameRequestError(FRAME_ERROR_MESSAGES.chainNotSupported, 4902)
        storage.set(FRAME_STORAGE_KEYS.chainId, solana ? solana.id : String(chainId).replace(/^eip155:/, ''))
        rpcUrl = event.payload.rpcUrl ?? undefined
        return { chainId }
      }
      case '@kit-app/CONNECT_EMAIL': {
        const { action } = await api<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>('/api/email/connect', { email: event.payload.email })
        storage.set(FRAME_STORAGE_KEYS.pendingEmail, event.payload.email)
        return { action }
      }
      case '@kit-app/CONNECT_DEVICE': {
        const email = storage.get(FRAME_STORAGE_KEYS.pendingEmail)
        if (!email) throw new FrameRequestError('Enter your email first')
        const approved = await poll(async () => ((await api<{ approved: boolean }>('/api/email/device-status', { email })).approved ? true : null))
        if (!approved) throw new FrameRequestError(FRAME_ERROR_MESSAGES.somethingWentWrong)
        return {}
      }
      case '@kit-app/CONNECT_OTP': {
        const email = storage.get(FRAME_STORAGE_KEYS.pendingEmail)
        if (!email) throw new FrameRequestError('Enter your email first')
        await enterLoginCode(event.id, email)
        return {}
      }
      case '@kit-app/CONNECT_SOCIAL': {
        await completeSocial(event.payload.uri)
        return getUser(event.id, event.payload)
      }
      case '@kit-app/GET_FARCASTER_URI': {
        try {
          const { channel, uri } = await api<{ channel: string; uri: string }>('/api/farcaster/start', {})
          farcasterChannel = channel
          return { uri }
        } catch {
          throw new FrameRequestError(FRAME_ERROR_MESSAGES.farcasterFailed)
        }
      }
      case '@kit-app/CONNECT_FARCASTER': {
        const channel = farcasterChannel
        if (!channel) throw new FrameRequestError(FRAME_ERROR_MESSAGES.farcasterFailed)
        const outcome = await poll(async () => {
          const status = await api<{ status: string; token?: string; userName?: string }>('/api/farcaster/status', { channel })
          return status.status === 'pending' ? null : status
        }).catch(() => null)
        if (!outcome || outcome.status !== 'approved' || !outcome.token) throw new FrameRequestError(FRAME_ERROR_MESSAGES.farcasterFailed)
        farcasterChannel = null
        storage.set(FRAME_STORAGE_KEYS.session, outcome.token)
        return { userName: outcome.userName ?? '' }
      }
      case '@kit-app/GET_USER': {
        if (event.payload.socialUri) await completeSocial(event.payload.socialUri)
        return getUser(event.id, event.payload)
      }
      case '@kit-app/GET_SOCIAL_REDIRECT_URI': {
        try {
          return await api<{ uri: string }>('/api/social/start', {
            provider: event.payload.provider,
            parentOrigin: deps.parentOrigin,
            projectId: config.projectId,
          })
        } catch (error) {
          throw new FrameRequestError(error instanceof SecureApiError && error.code === 4100 ? error.message : FRAME_ERROR_MESSAGES.socialInitFailed)
        }
      }
      case '@kit-app/SIGN_OUT': {
        await api('/api/sign-out', {}).catch(() => undefined)
        signOutLocally()
        return {}
      }
      case '@kit-app/IS_CONNECTED': {
        const hint = event.payload?.token
        const { isConnected } = await api<{ isConnected: boolean }>('/api/session', token() ? {} : { token: hint })
        if (!isConnected && token()) storage.remove(FRAME_STORAGE_KEYS.session)
        return { isConnected }
      }
      case '@kit-app/GET_CHAIN_ID': {
        const chainId = currentChainId()
        if (chainId === null) throw new FrameRequestError(FRAME_ERROR_MESSAGES.chainNotSupported)
        return { chainId }
      }
      case '@kit-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return api<{ smartAccountEnabledNetworks: number[] }>('/api/smart-account/networks', {})
      // An account-type change (and the EIP-7702 delegation it signs) waits for the user's
      // approval on this frame's screen, proven by the device key, like eth_sendTransaction.
      case '@kit-app/INIT_SMART_ACCOUNT':
        return approved(event.id, '/api/smart-account/init', chainTarget())
      case '@kit-app/SET_PREFERRED_ACCOUNT':
        return approved(event.id, '/api/smart-account/preferred', { ...chainTarget(), type: event.payload.type })
      case '@kit-app/RPC_REQUEST':
        return rpc(event)
      case '@kit-app/UPDATE_EMAIL':
        return api<{ action: string }>('/api/email/update', { email: event.payload.email })
      // The email-update codes are typed on this frame too (never taken from the host's message).
      case '@kit-app/UPDATE_EMAIL_PRIMARY_OTP':
        return enterCode(event.id, 'Code sent to your current email', (otp) => api<{ action: string }>('/api/email/update/primary', { otp }))
      case '@kit-app/UPDATE_EMAIL_SECONDARY_OTP': {
        const result = await enterCode(event.id, 'Code sent to your new email', (otp) => api<{ newEmail: string }>('/api/email/update/secondary', { otp }))
        notify('@kit-frame/USER_CHANGED', { email: result.newEmail })
        return result
      }
      case '@kit-app/SYNC_THEME':
        deps.applyTheme(event.payload)
        return {}
      case '@kit-app/SYNC_DAPP_DATA':
        dappName = event.payload.metadata?.name ?? ''
        return {}
      case '@kit-app/RELOAD':
        setTimeout(() => deps.reload(), 50)
        return {}
      case '@kit-app/RPC_ABORT':
        pendingRpc?.controller.abort()
        pendingCode?.abort()
        return {}
    }
  }

  return {
    async handle(event) {
      const name = getMessageName(event.type) as FrameMessageName
      const definition = FRAME_MESSAGES[name]
      try {
        if (config.projectError) throw new FrameRequestError(config.projectError, 4100)
        if (deps.originError) throw new FrameRequestError(deps.originError, 4100)
        const payload = await run(event)
        if (SIGNED_IN_BY.has(event.type)) connected = true
        if (event.type === '@kit-app/IS_CONNECTED') connected = (payload as { isConnected: boolean }).isConnected
        if (event.type === '@kit-app/SIGN_OUT') connected = false
        deps.post({ type: definition.successType, id: event.id, payload } as FrameEvent)
      } catch (error) {
        let message: string = FRAME_ERROR_MESSAGES.anErrorOccurred
        let code: number | string | undefined
        let status: number | undefined
        if (error instanceof FrameRequestError || error instanceof SecureApiError) {
          message = error.message
          code = error.code
        }
        // The host maps the server's 429 and 5xx answers to its 'Rate Limited' / 'Server Error' alerts.
        if (error instanceof SecureApiError && error.status >= 400) status = error.status
        if (error instanceof SecureApiError && error.status === 401 && (connected || token())) {
          storage.remove(FRAME_STORAGE_KEYS.session)
          connected = false
          notify('@kit-frame/LOGGED_OUT', { reason: 'Session expired' })
        }
        deps.log('Request failed', event.type, message)
        const payload = { message, ...(code === undefined ? {} : { code }), ...(status === undefined ? {} : { status }) }
        deps.post({ type: definition.errorType, id: event.id, payload } as FrameEvent)
      }
    },
  }
}
