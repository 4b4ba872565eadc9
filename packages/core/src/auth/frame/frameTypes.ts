import type { FrameMessageName, FrameNotification, RequestPayload, SuccessPayload } from '@kit/frame-protocol'
import type { FrameRequestError } from '../../errors/auth.js'

/** What the transport reports: `iframe_load_failed` and `iframe_request_timeout`. */
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
  /** Every error reply, before its request rejects (for the provider error alerts). */
  onErrorReply?: ((error: FrameRequestError) => void) | undefined
  onStatus?: ((status: 'loading' | 'ready' | 'failed') => void) | undefined
  getWindow?: (() => FrameWindow) | undefined
  /** Defaults: 20 s, 120 s, 0.5 s. */
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
