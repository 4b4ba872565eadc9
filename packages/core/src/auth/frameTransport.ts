import {
  createAppEvent,
  createRequestId,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_MESSAGES,
  FRAME_READY_EXTRA_DELAY_MS,
  type FrameEvent,
  type FrameMessageName,
  type FrameNotification,
  frameNotificationSchema,
  isErrorReply,
  isSuccessReply,
  LOGIN_REQUEST_TIMEOUT_MS,
  parseFrameEvent,
  type RequestPayload,
  type SuccessPayload,
} from '@kit/frame-protocol'
import { FrameAbortedError, FrameLoadError, FrameRequestError } from '../errors/auth.js'

/** What the transport reports: SPEC section 8 `iframe_load_failed` and `iframe_request_timeout`. */
export type FrameTimeoutKind = 'iframe_load_failed' | 'iframe_request_timeout'

/** Where the frame is drawn while it shows its approval screen (viewport pixels). */
export type FrameRect = { top: number; left: number; width: number; height: number }

/** The browser surface the transport uses; injectable so it runs against fakes in Node tests. */
export type FrameWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  readonly document: Pick<Document, 'createElement' | 'body'>
  /** The page's child frames (another kit's secure frame is one of them). */
  readonly frames?: ArrayLike<unknown> | undefined
}

export type CreateFrameTransportParameters = {
  /** The secure frame's origin (`event.origin` must equal it; messages are posted to it). */
  origin: string
  /** The frame page with its query (projectId, chainId, version, enableLogger, rpcUrl). */
  src: string
  /** Stacking order of the revealed frame (above the modal). */
  zIndex?: number | undefined
  /** Frame-initiated events (approval, user changes, logout); READY is handled here. */
  onNotification?: ((event: FrameNotification) => void) | undefined
  /** The frame did not load (no READY within 20 s, or a load error) or a request got no answer in time. */
  onTimeout?: ((kind: FrameTimeoutKind) => void) | undefined
  /** Every error reply, before its request rejects (for the SPEC section 8 provider mappings). */
  onErrorReply?: ((error: FrameRequestError) => void) | undefined
  onStatus?: ((status: 'loading' | 'ready' | 'failed') => void) | undefined
  getWindow?: (() => FrameWindow) | undefined
  /** SPEC section 9 defaults: 20 s, 120 s, 0.5 s. */
  loadTimeout?: number | undefined
  requestTimeout?: number | undefined
  readyDelay?: number | undefined
  warn?: ((message: string, detail?: unknown) => void) | undefined
}

export type FrameRequestOptions = {
  /** ms; `false` waits for the user as long as it takes (approvals). Default 120 s. */
  timeout?: number | false | undefined
  /** The request id (random by default); lets callers match frame events to their request. */
  id?: string | undefined
}

export type FrameTransport = {
  /** The iframe, once created. */
  readonly iframe: HTMLIFrameElement | undefined
  /** Creates the iframe on first use and resolves once the frame is ready. */
  ready(): Promise<void>
  /** Posts a request and resolves with its success payload, or rejects with its error reply. */
  request<name extends FrameMessageName>(name: name, payload: RequestPayload<name>, options?: FrameRequestOptions): Promise<SuccessPayload<name>>
  /** Rejects pending RPC requests ('Request was aborted') and tells the frame (RPC_ABORT). */
  abortRpcRequests(reason?: string, names?: readonly FrameMessageName[]): void
  /** Reveals the iframe over `rect` and moves focus into it. */
  show(rect?: FrameRect | undefined): void
  /** Moves focus into the revealed iframe. */
  focus(): void
  /** Hides the iframe again. */
  hide(): void
  readonly visible: boolean
  /** Rejects everything pending, removes the iframe and stops listening. */
  destroy(): void
}

type Pending = {
  name: FrameMessageName
  resolve(value: unknown): void
  reject(error: unknown): void
  timer: ReturnType<typeof setTimeout> | undefined
}

const kitEventPattern = /^@kit-(?:frame|app)\//

function looksLikeKitMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string'
    ? kitEventPattern.test((data as { type: string }).type)
    : false
}

function describe(data: unknown): string {
  if (typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string')
    return String((data as { type: string }).type).slice(0, 80)
  return typeof data
}

const defaultWarn = (message: string, detail?: unknown) => console.warn(`[kit] ${message}`, detail ?? '')

/**
 * The host side of the frame protocol (SPEC sections 4, 7, 8, 9). The hidden, fixed-position
 * iframe is created on the first request, never at construction. Only messages whose
 * `event.origin` is the secure origin, whose `event.source` is this iframe's window and that
 * parse with the protocol schemas are accepted; anything else is dropped with a warning.
 * Requests carry a random id and are posted with an explicit target origin.
 */
export function createFrameTransport(parameters: CreateFrameTransportParameters): FrameTransport {
  const {
    origin,
    src,
    zIndex = 1000,
    onNotification,
    onTimeout,
    onErrorReply,
    onStatus,
    getWindow = () => window as unknown as FrameWindow,
    loadTimeout = FRAME_LOAD_TIMEOUT_MS,
    requestTimeout = LOGIN_REQUEST_TIMEOUT_MS,
    readyDelay = FRAME_READY_EXTRA_DELAY_MS,
    warn = defaultWarn,
  } = parameters
  const pending = new Map<string, Pending>()
  let iframe: HTMLIFrameElement | undefined
  let host: FrameWindow | undefined
  let readyPromise: Promise<void> | undefined
  let settleReady: { resolve(): void; reject(error: Error): void } | undefined
  let loadTimer: ReturnType<typeof setTimeout> | undefined
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let visible = false
  let lastRect: FrameRect | undefined
  let destroyed = false

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) {
      // Other scripts on the page post messages too: only kit-shaped ones are worth a warning.
      if (looksLikeKitMessage(event.data)) warn('Dropped a frame event from an unexpected origin', { origin: event.origin, type: describe(event.data) })
      return
    }
    // The secure origin's other windows are not this frame. Another kit's frame on this page and
    // the social-login popup's callback are expected (silent); any other window gets a warning.
    if (iframe === undefined || event.source !== iframe.contentWindow) {
      if (looksLikeKitMessage(event.data) && !isExpectedOtherWindow(event))
        warn('Dropped a frame event from an unexpected window', { type: describe(event.data) })
      return
    }
    const parsed = parseFrameEvent(event.data)
    if (!parsed) {
      warn('Dropped an invalid frame event', { type: describe(event.data) })
      return
    }
    handle(parsed)
  }

  function isExpectedOtherWindow(event: MessageEvent): boolean {
    if ((event.data as { type: string }).type === '@kit-frame/SOCIAL_CALLBACK') return true
    const frames = host?.frames
    if (!frames || event.source === null) return false
    for (let index = 0; index < frames.length; index += 1) if (frames[index] === event.source) return true
    return false
  }

  // Focus may move into the revealed frame: keep other focus traps (the modal's) from pulling it back.
  const onFocusIn = (event: Event) => {
    if (visible && iframe && event.target === iframe) event.stopImmediatePropagation()
  }

  function handle(event: FrameEvent) {
    const entry = pending.get(event.id)
    if (entry && isSuccessReply(entry.name, event)) {
      settle(event.id)
      entry.resolve((event as { payload: unknown }).payload)
      return
    }
    if (entry && isErrorReply(entry.name, event)) {
      settle(event.id)
      const payload = (event as { payload: { message: string; code?: number | string | undefined; status?: number | undefined } }).payload
      const error = new FrameRequestError({ message: payload.message, code: payload.code, status: payload.status, request: entry.name })
      onErrorReply?.(error)
      entry.reject(error)
      return
    }
    if (event.type === '@kit-frame/READY') {
      if (!settleReady || readyTimer !== undefined) return
      readyTimer = setTimeout(() => {
        readyTimer = undefined
        clearLoadTimer()
        const settle = settleReady
        settleReady = undefined
        onStatus?.('ready')
        settle?.resolve()
      }, readyDelay)
      return
    }
    const notification = frameNotificationSchema.safeParse(event)
    if (notification.success) onNotification?.(notification.data)
  }

  function settle(id: string) {
    const entry = pending.get(id)
    if (!entry) return
    if (entry.timer !== undefined) clearTimeout(entry.timer)
    pending.delete(id)
  }

  function clearLoadTimer() {
    if (loadTimer !== undefined) clearTimeout(loadTimer)
    loadTimer = undefined
  }

  function abort(id: string, reason: string) {
    const entry = pending.get(id)
    if (!entry) return
    settle(id)
    entry.reject(new FrameAbortedError({ rpc: entry.name === 'RPC_REQUEST', request: entry.name, reason }))
  }

  function abortAll(reason: string) {
    for (const id of [...pending.keys()]) abort(id, reason)
  }

  function failLoad(cause: string) {
    clearLoadTimer()
    if (readyTimer !== undefined) clearTimeout(readyTimer)
    readyTimer = undefined
    const settle = settleReady
    settleReady = undefined
    readyPromise = undefined
    // Removed so the next request tries again with a fresh frame.
    iframe?.remove()
    iframe = undefined
    onStatus?.('failed')
    abortAll(cause)
    settle?.reject(new FrameLoadError({ details: cause }))
  }

  function create(): Promise<void> {
    host = getWindow()
    host.addEventListener('message', onMessage as EventListener)
    host.addEventListener('focusin', onFocusIn, true)
    const element = host.document.createElement('iframe')
    element.src = src
    element.name = 'kit-secure-frame'
    element.title = 'Embedded wallet'
    element.setAttribute('data-testid', 'kit-secure-frame')
    element.setAttribute('aria-hidden', 'true')
    element.tabIndex = -1
    Object.assign(element.style, {
      position: 'fixed',
      zIndex: String(zIndex),
      display: 'none',
      border: 'none',
      colorScheme: 'normal',
      background: 'transparent',
    })
    iframe = element
    const promise = new Promise<void>((resolve, reject) => {
      settleReady = { resolve, reject }
    })
    element.addEventListener('error', () => {
      onTimeout?.('iframe_load_failed')
      failLoad('The frame page failed to load')
    })
    loadTimer = setTimeout(() => {
      onTimeout?.('iframe_load_failed')
      failLoad(`The frame did not report ready within ${loadTimeout} ms`)
    }, loadTimeout)
    onStatus?.('loading')
    host.document.body.appendChild(element)
    return promise
  }

  function post(message: unknown) {
    const target = iframe?.contentWindow
    if (!target) throw new FrameLoadError({ details: 'The frame is gone' })
    target.postMessage(message, origin)
  }

  return {
    get iframe() {
      return iframe
    },
    get visible() {
      return visible
    },
    ready() {
      if (destroyed) return Promise.reject(new FrameLoadError({ details: 'The transport was destroyed' }))
      readyPromise ??= create()
      return readyPromise
    },
    async request(name, payload, { timeout = requestTimeout, id = createRequestId() } = {}) {
      await this.ready()
      const message = createAppEvent(name, payload, id)
      // The host checks its own messages too: a malformed request never reaches the frame.
      const checked = FRAME_MESSAGES[name].request.safeParse(message)
      if (!checked.success) throw new FrameRequestError({ message: 'Invalid input', request: name, code: 'invalid_request' })
      return new Promise((resolve, reject) => {
        const entry: Pending = { name, resolve: resolve as (value: unknown) => void, reject, timer: undefined }
        if (timeout !== false)
          entry.timer = setTimeout(() => {
            onTimeout?.('iframe_request_timeout')
            abort(id, `No answer within ${timeout} ms`)
          }, timeout)
        pending.set(id, entry)
        try {
          post(message)
        } catch (error) {
          settle(id)
          reject(error)
        }
      })
    },
    abortRpcRequests(reason = 'Aborted by the app', names = ['RPC_REQUEST']) {
      let aborted = false
      for (const [id, entry] of [...pending])
        if (names.includes(entry.name)) {
          aborted = true
          abort(id, reason)
        }
      if (aborted && iframe?.contentWindow) {
        try {
          post(createAppEvent('RPC_ABORT', {}))
        } catch {
          // The frame is gone: nothing left to abort there.
        }
      }
    },
    show(rect) {
      if (!iframe) return
      lastRect = rect ?? lastRect
      const box = lastRect ?? { width: 360, height: 480, top: 0, left: 0 }
      const centered = !lastRect
      Object.assign(iframe.style, {
        display: 'block',
        width: `${box.width}px`,
        height: `${box.height}px`,
        top: centered ? `calc(50% - ${box.height / 2}px)` : `${box.top}px`,
        left: centered ? `calc(50% - ${box.width / 2}px)` : `${box.left}px`,
      })
      iframe.removeAttribute('aria-hidden')
      iframe.tabIndex = 0
      const wasVisible = visible
      visible = true
      if (!wasVisible) iframe.focus()
    },
    focus() {
      if (visible) iframe?.focus()
    },
    hide() {
      if (!iframe) return
      visible = false
      lastRect = undefined
      iframe.style.display = 'none'
      iframe.setAttribute('aria-hidden', 'true')
      iframe.tabIndex = -1
    },
    destroy() {
      destroyed = true
      clearLoadTimer()
      if (readyTimer !== undefined) clearTimeout(readyTimer)
      abortAll('The transport was destroyed')
      settleReady?.reject(new FrameLoadError({ details: 'The transport was destroyed' }))
      settleReady = undefined
      host?.removeEventListener('message', onMessage as EventListener)
      host?.removeEventListener('focusin', onFocusIn, true)
      iframe?.remove()
      iframe = undefined
      visible = false
    },
  }
}
