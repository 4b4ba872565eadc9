import {
  createAppEvent,
  createRequestId,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_MESSAGES,
  FRAME_READY_EXTRA_DELAY_MS,
  type FrameEvent,
  frameNotificationSchema,
  LOGIN_REQUEST_TIMEOUT_MS,
} from '@kit/frame-protocol'
import { FrameLoadError, FrameRequestError } from '../errors/auth.js'
import { createFrameLoader } from './frame/frameLoader.js'
import { createFrameMessageListener } from './frame/frameMessages.js'
import { createFrameRemovalWatch } from './frame/frameRemovalWatch.js'
import type { CreateFrameTransportParameters, FrameTransport, FrameWindow } from './frame/frameTypes.js'
import { createFrameView } from './frame/frameView.js'
import { createPendingRequests } from './frame/pendingRequests.js'

export type {
  CreateFrameTransportParameters,
  FrameRect,
  FrameRequestOptions,
  FrameTimeoutKind,
  FrameTransport,
  FrameWindow,
} from './frame/frameTypes.js'

const defaultWarn = (message: string, detail?: unknown) => console.warn(`[kit] ${message}`, detail ?? '')

/**
 * The host side of the frame protocol (docs/rules/states.md, docs/rules/calls.md, docs/rules/errors.md and docs/rules/limits.md). The hidden, fixed-position
 * iframe is created on the first request, never at construction. Only messages whose
 * `event.origin` is the secure origin, whose `event.source` is this iframe's window and that
 * parse with the protocol schemas are accepted; anything else is dropped with a warning.
 * Requests carry a random id and are posted with an explicit target origin.
 */
export function createFrameTransport(parameters: CreateFrameTransportParameters): FrameTransport {
  const { origin, onNotification, onTimeout, onErrorReply, warn = defaultWarn } = parameters
  const requestTimeout = parameters.requestTimeout ?? LOGIN_REQUEST_TIMEOUT_MS
  const requests = createPendingRequests({ onErrorReply, onTimeout: () => onTimeout?.('iframe_request_timeout') })
  const loader = createFrameLoader({
    src: parameters.src,
    zIndex: parameters.zIndex ?? 1000,
    getWindow: parameters.getWindow ?? (() => window as unknown as FrameWindow),
    loadTimeout: parameters.loadTimeout ?? FRAME_LOAD_TIMEOUT_MS,
    readyDelay: parameters.readyDelay ?? FRAME_READY_EXTRA_DELAY_MS,
    onStatus: parameters.onStatus,
    onTimeout,
    // A new iframe starts hidden: the next approval screen takes the focus again.
    onFailed: (cause) => {
      view.reset()
      requests.abortAll(cause)
    },
    onMessage: createFrameMessageListener({ origin, iframe: () => loader.iframe(), host: () => loader.host(), warn, onEvent: handle }),
    // Focus may move into the revealed frame: keep other focus traps (the modal's) from pulling it back.
    onFocusIn: (event) => {
      if (view.visible() && event.target === loader.iframe()) event.stopImmediatePropagation()
    },
  })
  const view = createFrameView(loader.iframe)
  const removal = createFrameRemovalWatch(loader, requests)

  function handle(event: FrameEvent) {
    if (requests.handleReply(event)) return
    if (event.type === '@kit-frame/READY') return loader.frameReady() ? reloaded() : undefined
    const notification = frameNotificationSchema.safeParse(event)
    if (notification.success) onNotification?.(notification.data)
  }

  /** Its page loaded again while ready: what it had (an approval, a code entry) fails now; hidden, ready afresh. */
  function reloaded() {
    requests.abortAll('The frame reloaded')
    view.hide()
    parameters.onStatus?.('ready')
  }

  function post(message: unknown) {
    const target = loader.iframe()?.contentWindow
    if (!target) throw new FrameLoadError({ details: 'The frame is gone' })
    target.postMessage(message, origin)
  }

  return {
    get iframe() {
      return loader.iframe()
    },
    get visible() {
      return view.visible()
    },
    ready: loader.ready,
    async request(name, payload, { timeout = requestTimeout, id = createRequestId() } = {}) {
      removal.check()
      await loader.ready()
      const message = createAppEvent(name, payload, id)
      // The host checks its own messages too: a malformed request never reaches the frame.
      const checked = FRAME_MESSAGES[name].request.safeParse(message)
      if (!checked.success) throw new FrameRequestError({ message: 'Invalid input', request: name, code: 'invalid_request' })
      removal.start()
      return requests.add(id, name, timeout, () => post(message)) as never
    },
    abortRpcRequests(reason = 'Aborted by the app', names = ['RPC_REQUEST']) {
      // Without the frame's window there is nothing left to abort there.
      if (requests.abortNamed(names, reason)) loader.iframe()?.contentWindow?.postMessage(createAppEvent('RPC_ABORT', {}), origin)
    },
    show: view.show,
    focus: view.focus,
    hide: view.hide,
    destroy() {
      requests.abortAll('The transport was destroyed')
      removal.stop()
      loader.destroy()
      view.reset()
    },
  }
}
