/**
 * Test doubles for the frame transport in Node: a window that records listeners and an iframe
 * whose `contentWindow.postMessage` hands each request to a scripted frame.
 */
export const secureOrigin = 'http://127.0.0.1:5999'

type Listener = (event: unknown) => void

export type FakeIframe = {
  src: string
  name: string
  title: string
  tabIndex: number
  style: Record<string, string>
  attributes: Map<string, string>
  focused: number
  removed: boolean
  /** False once a test takes it out of the document (like `Node.isConnected`). */
  isConnected?: boolean | undefined
  contentWindow: { postMessage(message: unknown, targetOrigin: string): void }
  setAttribute(name: string, value: string): void
  removeAttribute(name: string): void
  addEventListener(type: string, listener: Listener): void
  focus(): void
  remove(): void
}

export type FrameScript = (message: { type: string; id: string; payload: unknown }, frame: FakeFrame) => void

export type FakeFrame = {
  /** Posts a message to the host as the frame (origin and source right unless overridden). */
  post(data: unknown, options?: { origin?: string; source?: unknown }): void
  /** Replies `<NAME>_SUCCESS` to a request. */
  succeed(message: { type: string; id: string }, payload: unknown): void
  /** Replies `<NAME>_ERROR` to a request. */
  fail(message: { type: string; id: string }, payload: { message: string; code?: number | string; status?: number }): void
  ready(): void
}

export type FakeWindow = {
  document: { createElement(tag: string): FakeIframe; body: { appendChild(node: FakeIframe): void } }
  addEventListener(type: string, listener: Listener, capture?: boolean): void
  removeEventListener(type: string, listener: Listener, capture?: boolean): void
  dispatch(type: string, event: unknown): void
  listenerCount(type: string): number
  iframes: FakeIframe[]
  /** The page's child frames (`window.frames`): the content windows of the iframes appended. */
  frames: unknown[]
  /** Every message posted to the frame, with its target origin. */
  posted: { message: { type: string; id: string; payload: unknown }; targetOrigin: string }[]
  frame: FakeFrame
  open(): null
  screenX: number
  screenY: number
  outerWidth: number
  outerHeight: number
}

/**
 * A fake browser window. `script` plays the frame: it sees each request and may reply
 * (asynchronously, like postMessage). By default the frame posts READY once appended.
 */
export function createFakeWindow({ script, autoReady = true }: { script?: FrameScript; autoReady?: boolean } = {}): FakeWindow {
  const listeners = new Map<string, Set<Listener>>()
  const iframes: FakeIframe[] = []
  const posted: FakeWindow['posted'] = []
  const win: FakeWindow = {
    iframes,
    frames: [],
    posted,
    screenX: 0,
    screenY: 0,
    outerWidth: 1200,
    outerHeight: 900,
    open: () => null,
    document: {
      createElement() {
        const iframe: FakeIframe = {
          src: '',
          name: '',
          title: '',
          tabIndex: 0,
          style: {},
          attributes: new Map(),
          focused: 0,
          removed: false,
          contentWindow: {
            postMessage(message, targetOrigin) {
              const request = message as { type: string; id: string; payload: unknown }
              posted.push({ message: request, targetOrigin })
              queueMicrotask(() => script?.(request, frame))
            },
          },
          setAttribute: (name, value) => void iframe.attributes.set(name, value),
          removeAttribute: (name) => void iframe.attributes.delete(name),
          addEventListener: () => undefined,
          focus: () => void (iframe.focused += 1),
          remove: () => void (iframe.removed = true),
        }
        iframes.push(iframe)
        return iframe
      },
      body: {
        appendChild(node: FakeIframe) {
          win.frames.push(node.contentWindow)
          if (autoReady) queueMicrotask(() => frame.ready())
        },
      },
    },
    addEventListener(type, listener) {
      let set = listeners.get(type)
      if (!set) listeners.set(type, (set = new Set()))
      set.add(listener)
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener)
    },
    dispatch(type, event) {
      for (const listener of [...(listeners.get(type) ?? [])]) listener(event)
    },
    listenerCount: (type) => listeners.get(type)?.size ?? 0,
    frame: undefined as unknown as FakeFrame,
  }
  const frame: FakeFrame = {
    post(data, { origin = secureOrigin, source } = {}) {
      const iframe = iframes.at(-1)
      win.dispatch('message', { data, origin, source: source === undefined ? iframe?.contentWindow : source })
    },
    succeed(message, payload) {
      frame.post({ type: `${message.type.replace('@kit-app/', '@kit-frame/')}_SUCCESS`, id: message.id, payload })
    },
    fail(message, payload) {
      frame.post({ type: `${message.type.replace('@kit-app/', '@kit-frame/')}_ERROR`, id: message.id, payload })
    },
    ready() {
      frame.post({ type: '@kit-frame/READY', id: 'ready0001', payload: { version: 'test' } })
    },
  }
  win.frame = frame
  return win
}
