import { FrameLoadError } from '../../errors/auth.js'
import type { FrameTimeoutKind, FrameWindow } from './frameTypes.js'

export type FrameLoaderParameters = {
  src: string
  zIndex: number
  getWindow(): FrameWindow
  loadTimeout: number
  readyDelay: number
  onStatus?: ((status: 'loading' | 'ready' | 'failed') => void) | undefined
  onTimeout?: ((kind: FrameTimeoutKind) => void) | undefined
  /** The frame failed to load: what waits on it fails with `cause`. */
  onFailed(cause: string): void
  /** Added on the page's window when the frame is created, removed on destroy. */
  onMessage(event: MessageEvent): void
  onFocusIn(event: Event): void
}

/** The hidden, fixed-position iframe of the secure frame page. */
function createFrameElement(host: FrameWindow, src: string, zIndex: number): HTMLIFrameElement {
  const element = host.document.createElement('iframe')
  element.src = src
  element.name = 'kit-secure-frame'
  element.title = 'Embedded wallet'
  element.setAttribute('data-testid', 'kit-secure-frame')
  element.setAttribute('aria-hidden', 'true')
  element.tabIndex = -1
  Object.assign(element.style, { position: 'fixed', zIndex: String(zIndex), display: 'none', border: 'none', colorScheme: 'normal', background: 'transparent' })
  return element
}

/** The loader's listeners on the page's window: added with a frame (`add`), removed on destroy. */
function listen(host: FrameWindow, { onMessage, onFocusIn }: Pick<FrameLoaderParameters, 'onMessage' | 'onFocusIn'>, add: boolean) {
  const method = add ? host.addEventListener.bind(host) : host.removeEventListener.bind(host)
  method('message', onMessage as EventListener)
  method('focusin', onFocusIn, true)
}

/**
 * The frame's life: created on the first `ready()`, ready once it reports READY (plus the
 * extra 0.5 s delay), failed when it does not within the load timeout or its page fails
 * to load (removed then, so the next request tries a fresh frame), gone on `destroy()`.
 * `discard` drops it the same way (an iframe the page took out of the document); a READY while
 * ready means its page reloaded (an iframe moved in the document reloads).
 */
export function createFrameLoader(parameters: FrameLoaderParameters) {
  const { loadTimeout, readyDelay, onStatus, onTimeout, onFailed } = parameters
  let iframe: HTMLIFrameElement | undefined
  let host: FrameWindow | undefined
  let readyPromise: Promise<void> | undefined
  let settleReady: { resolve(): void; reject(error: Error): void } | undefined
  let loadTimer: ReturnType<typeof setTimeout> | undefined
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let destroyed = false

  function clearTimers() {
    clearTimeout(loadTimer)
    clearTimeout(readyTimer)
    loadTimer = readyTimer = undefined
  }

  function fail(cause: string) {
    clearTimers()
    const settle = settleReady
    settleReady = readyPromise = undefined
    iframe?.remove()
    iframe = undefined
    onStatus?.('failed')
    onFailed(cause)
    settle?.reject(new FrameLoadError({ details: cause }))
  }

  function loadFailed(cause: string) {
    onTimeout?.('iframe_load_failed')
    fail(cause)
  }

  function create(): Promise<void> {
    host = parameters.getWindow()
    listen(host, parameters, true)
    const element = createFrameElement(host, parameters.src, parameters.zIndex)
    iframe = element
    const promise = new Promise<void>((resolve, reject) => {
      settleReady = { resolve, reject }
    })
    element.addEventListener('error', () => loadFailed('The frame page failed to load'))
    loadTimer = setTimeout(() => loadFailed(`The frame did not report ready within ${loadTimeout} ms`), loadTimeout)
    onStatus?.('loading')
    host.document.body.appendChild(element)
    return promise
  }

  return {
    iframe: () => iframe,
    host: () => host,
    /** Drops the frame as failed (`cause`): what waits on it fails, the next `ready()` loads a fresh one. */
    discard: fail,
    ready(): Promise<void> {
      if (destroyed) return Promise.reject(new FrameLoadError({ details: 'The transport was destroyed' }))
      readyPromise ??= create()
      return readyPromise
    },
    /** The frame reported READY: ready after the extra delay (once); true when it was ready already (its page reloaded). */
    frameReady(): boolean {
      if (settleReady && readyTimer === undefined)
        readyTimer = setTimeout(() => {
          clearTimers()
          const settle = settleReady
          settleReady = undefined
          onStatus?.('ready')
          settle?.resolve()
        }, readyDelay)
      return !settleReady && readyPromise !== undefined
    },
    destroy() {
      destroyed = true
      clearTimers()
      settleReady?.reject(new FrameLoadError({ details: 'The transport was destroyed' }))
      settleReady = undefined
      if (host) listen(host, parameters, false)
      iframe?.remove()
      iframe = undefined
    },
  }
}
