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

/**
 * The frame's life: created on the first `ready()`, ready once it reports READY (plus the
 * extra 0.5 s delay), failed when it does not within the load timeout or its page fails
 * to load (removed then, so the next request tries a fresh frame), gone on `destroy()`.
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

  function create(): Promise<void> {
    host = parameters.getWindow()
    host.addEventListener('message', parameters.onMessage as EventListener)
    host.addEventListener('focusin', parameters.onFocusIn, true)
    const element = createFrameElement(host, parameters.src, parameters.zIndex)
    iframe = element
    const promise = new Promise<void>((resolve, reject) => {
      settleReady = { resolve, reject }
    })
    element.addEventListener('error', () => {
      onTimeout?.('iframe_load_failed')
      fail('The frame page failed to load')
    })
    loadTimer = setTimeout(() => {
      onTimeout?.('iframe_load_failed')
      fail(`The frame did not report ready within ${loadTimeout} ms`)
    }, loadTimeout)
    onStatus?.('loading')
    host.document.body.appendChild(element)
    return promise
  }

  return {
    iframe: () => iframe,
    host: () => host,
    ready(): Promise<void> {
      if (destroyed) return Promise.reject(new FrameLoadError({ details: 'The transport was destroyed' }))
      readyPromise ??= create()
      return readyPromise
    },
    /** The frame reported READY: ready after the extra delay (once). */
    frameReady() {
      if (!settleReady || readyTimer !== undefined) return
      readyTimer = setTimeout(() => {
        clearTimers()
        const settle = settleReady
        settleReady = undefined
        onStatus?.('ready')
        settle?.resolve()
      }, readyDelay)
    },
    destroy() {
      destroyed = true
      clearTimers()
      settleReady?.reject(new FrameLoadError({ details: 'The transport was destroyed' }))
      settleReady = undefined
      host?.removeEventListener('message', parameters.onMessage as EventListener)
      host?.removeEventListener('focusin', parameters.onFocusIn, true)
      iframe?.remove()
      iframe = undefined
    },
  }
}
