import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { type CreateFrameTransportParameters, createFrameTransport, type FrameWindow } from './frameTransport.js'
import { createFakeWindow, type FakeWindow, type FrameScript, secureOrigin } from './testFrame.test-utils.js'

const src = `${secureOrigin}/?projectId=p`

function setup(parameters: Partial<CreateFrameTransportParameters> & { script?: FrameScript; autoReady?: boolean } = {}) {
  const { script, autoReady, ...rest } = parameters
  const win: FakeWindow = createFakeWindow({ script, autoReady })
  const warn = vi.fn()
  const onTimeout = vi.fn()
  const onNotification = vi.fn()
  const transport = createFrameTransport({
    origin: secureOrigin,
    src,
    getWindow: () => win as unknown as FrameWindow,
    warn,
    onTimeout,
    onNotification,
    ...rest,
  })
  return { win, warn, onTimeout, onNotification, transport }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createFrameTransport', () => {
  test('default: no iframe until the first request; hidden, fixed, from the secure origin', async () => {
    const { win, transport } = setup({ script: (message, frame) => frame.succeed(message, { isConnected: false }) })
    expect(win.iframes).toHaveLength(0)
    expect(transport.iframe).toBeUndefined()
    const result = transport.request('IS_CONNECTED', {})
    await vi.advanceTimersByTimeAsync(499)
    expect(win.posted).toHaveLength(0) // READY, then 0.5 s more before the first request
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toEqual({ isConnected: false })
    const [iframe] = win.iframes
    expect(iframe?.src).toBe(src)
    expect(iframe?.style).toMatchObject({ position: 'fixed', display: 'none' })
    expect(iframe?.attributes.get('aria-hidden')).toBe('true')
    expect(win.posted[0]?.targetOrigin).toBe(secureOrigin)
    expect(win.posted[0]?.message.id).toMatch(/^[0-9a-f]{32}$/)
  })

  test('behavior: replies are matched by id; an error reply rejects with its text or "An error occurred"', async () => {
    const { transport } = setup({
      script: (message, frame) => {
        // A reply to someone else's id first: ignored.
        frame.succeed({ ...message, id: 'someoneelse1' }, { action: 'CONNECT' })
        const { email } = message.payload as { email: string }
        if (email === 'empty@example.com') frame.fail(message, { message: '' })
        else if (email === 'bad@example.com') frame.fail(message, { message: 'Invalid code', code: 400 })
        else frame.succeed(message, { action: 'VERIFY_OTP' })
      },
    })
    const ok = transport.request('CONNECT_EMAIL', { email: 'a@example.com' })
    const empty = transport.request('CONNECT_EMAIL', { email: 'empty@example.com' })
    const bad = transport.request('CONNECT_EMAIL', { email: 'bad@example.com' })
    empty.catch(() => undefined)
    bad.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(600)
    await expect(ok).resolves.toEqual({ action: 'VERIFY_OTP' })
    await expect(empty).rejects.toMatchObject({ name: 'FrameRequestError', shortMessage: 'An error occurred' })
    await expect(bad).rejects.toMatchObject({ shortMessage: 'Invalid code', code: 400 })
  })

  test('behavior: a malformed request never reaches the frame', async () => {
    const { win, transport } = setup()
    const result = transport.request('CONNECT_EMAIL', { email: 'not an email' })
    result.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(600)
    await expect(result).rejects.toMatchObject({ shortMessage: 'Invalid input' })
    expect(win.posted).toHaveLength(0)
  })

  test('behavior: foreign origins, other windows and wrong shapes are dropped with a warning', async () => {
    let reply: ((payload: unknown, options?: { origin?: string; source?: unknown }) => void) | undefined
    const { win, warn, transport, onNotification } = setup({
      script: (message, frame) => {
        reply = (payload, options) => frame.post({ type: '@kit-frame/IS_CONNECTED_SUCCESS', id: message.id, payload }, options)
      },
    })
    const result = transport.request('IS_CONNECTED', {})
    let settled = false
    void result.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(600)
    reply?.({ isConnected: true }, { origin: 'http://evil.example' })
    reply?.({ isConnected: true }, { source: {} })
    reply?.({ isConnected: 'yes' })
    win.frame.post('garbage')
    win.frame.post({ type: '@kit-frame/APPROVAL_SHOW', id: 'x', payload: {} })
    await vi.advanceTimersByTimeAsync(10)
    expect(settled).toBe(false)
    expect(onNotification).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(5)
    expect(warn.mock.calls.map(([message]) => message)).toContain('Dropped a frame event from an unexpected window')
    // Unrelated messages of other scripts on the page are ignored silently, and so are another
    // kit's frame on this page and the social popup's callback (both on the secure origin).
    win.dispatch('message', { origin: 'http://127.0.0.1:1', source: null, data: { hello: 1 } })
    const otherKitFrame = {}
    win.frames.push(otherKitFrame)
    reply?.({ isConnected: true }, { source: otherKitFrame })
    win.frame.post({ type: '@kit-frame/SOCIAL_CALLBACK', id: 'callback01', payload: { uri: 'x' } }, { source: {} })
    expect(warn).toHaveBeenCalledTimes(5)
    expect(settled).toBe(false)
    reply?.({ isConnected: true })
    await expect(result).resolves.toEqual({ isConnected: true })
  })

  test('behavior: 500 random messages change nothing and throw nothing', async () => {
    const { win, transport, onNotification } = setup({ script: () => undefined })
    const pending = transport.request('GET_USER', {})
    let settled = false
    pending.then(
      () => (settled = true),
      () => (settled = true),
    )
    await vi.advanceTimersByTimeAsync(600)
    const id = win.posted[0]!.message.id
    const shapes = [
      () => null,
      () => 42,
      () => 'x'.repeat(100),
      () => ({ type: '@kit-frame/GET_USER_SUCCESS', id, payload: { address: 1 } }),
      () => ({ type: '@kit-frame/GET_USER_SUCCESS', id: 'bad id!', payload: { address: '0x1', chainId: 1 } }),
      () => ({ type: '@kit-frame/NOPE', id, payload: {} }),
      () => ({ type: '@kit-frame/GET_USER_ERROR', id, payload: { message: 5 } }),
      () => ({ __proto__: { type: '@kit-frame/READY' } }),
      () => [1, 2, 3],
      () => ({ type: '@kit-frame/APPROVAL_SHOW', id: 'abcdefgh', payload: { requestId: '!', method: 'x' } }),
    ]
    for (let index = 0; index < 500; index += 1) {
      const data = shapes[index % shapes.length]!()
      const foreign = index % 3 === 0
      expect(() => win.frame.post(data, foreign ? { origin: `http://127.0.0.1:${1000 + index}` } : {})).not.toThrow()
    }
    // A valid reply from a foreign origin is still dropped.
    win.frame.post({ type: '@kit-frame/GET_USER_SUCCESS', id, payload: { address: '0x1', chainId: 1 } }, { origin: 'http://x.test' })
    await vi.advanceTimersByTimeAsync(10)
    expect(settled).toBe(false)
    expect(onNotification).not.toHaveBeenCalled()
  })

  test('behavior: frame load timeout (20 s) reports iframe_load_failed and rejects', async () => {
    const onStatus = vi.fn()
    const { onTimeout, transport, win } = setup({ autoReady: false, onStatus })
    const result = transport.request('IS_CONNECTED', {})
    result.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(onTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onTimeout).toHaveBeenCalledWith('iframe_load_failed')
    await expect(result).rejects.toMatchObject({ name: 'FrameLoadError', shortMessage: 'Unable to load email login dependency' })
    expect(onStatus.mock.calls.map(([status]) => status)).toEqual(['loading', 'failed'])
    expect(win.iframes[0]?.removed).toBe(true)
    // The next request starts over with a new frame.
    const retry = transport.request('IS_CONNECTED', {})
    retry.catch(() => undefined)
    expect(win.iframes).toHaveLength(2)
  })

  test('behavior: a login request times out after 120 s: iframe_request_timeout, "Something went wrong"', async () => {
    const { onTimeout, transport } = setup({ script: () => undefined })
    const login = transport.request('CONNECT_EMAIL', { email: 'user@example.com' })
    const rpc = transport.request('RPC_REQUEST', { method: 'eth_blockNumber' })
    login.catch(() => undefined)
    rpc.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(500 + 120_000)
    expect(onTimeout).toHaveBeenCalledWith('iframe_request_timeout')
    await expect(login).rejects.toMatchObject({ name: 'FrameAbortedError', shortMessage: 'Something went wrong' })
    await expect(rpc).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
  })

  test('behavior: abortRpcRequests rejects pending RPC requests and tells the frame', async () => {
    const { transport, win } = setup({ script: () => undefined })
    const rpc = transport.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x1'] }, { timeout: false })
    const user = transport.request('GET_USER', {})
    rpc.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(600)
    transport.abortRpcRequests()
    await expect(rpc).rejects.toMatchObject({ shortMessage: 'Request was aborted', code: 4001 })
    expect(win.posted.at(-1)?.message.type).toBe('@kit-app/RPC_ABORT')
    win.frame.succeed(win.posted.find((entry) => entry.message.type === '@kit-app/GET_USER')!.message, {
      address: '0x1',
      chainId: 1,
    })
    await expect(user).resolves.toMatchObject({ address: '0x1' })
  })

  test('behavior: READY again (the frame page reloaded) fails what the old page had, hides the frame, reports ready afresh', async () => {
    const onStatus = vi.fn()
    const { transport, win, onNotification } = setup({ script: () => undefined, onStatus })
    const rpc = transport.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x1'] }, { timeout: false })
    const login = transport.request('CONNECT_FARCASTER', {}, { timeout: false })
    rpc.catch(() => undefined)
    login.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(600)
    transport.show({ top: 0, left: 0, width: 360, height: 400 })
    win.frame.ready()
    await expect(rpc).rejects.toMatchObject({ name: 'FrameAbortedError', shortMessage: 'Request was aborted' })
    await expect(login).rejects.toMatchObject({ name: 'FrameAbortedError', shortMessage: 'Something went wrong' })
    expect(transport.visible).toBe(false)
    expect(onStatus.mock.calls.map(([status]) => status)).toEqual(['loading', 'ready', 'ready'])
    expect(onNotification).not.toHaveBeenCalled()
    // The same iframe serves the next request.
    const next = transport.request('IS_CONNECTED', {})
    await vi.advanceTimersByTimeAsync(0)
    win.frame.succeed(win.posted.at(-1)!.message, { isConnected: true })
    await expect(next).resolves.toEqual({ isConnected: true })
    expect(win.iframes).toHaveLength(1)
  })

  test('behavior: an iframe taken out of the document: the next request fails what it had and starts a fresh frame', async () => {
    const { transport, win } = setup({ script: () => undefined })
    const rpc = transport.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x1'] }, { timeout: false })
    rpc.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(600)
    transport.show()
    expect(win.iframes[0]?.focused).toBe(1)
    win.iframes[0]!.isConnected = false
    const next = transport.request('IS_CONNECTED', {})
    await expect(rpc).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    expect(win.iframes[0]?.removed).toBe(true)
    expect(win.iframes).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(500)
    win.frame.succeed(win.posted.at(-1)!.message, { isConnected: true })
    await expect(next).resolves.toEqual({ isConnected: true })
    expect(win.listenerCount('message')).toBe(1)
    // The fresh iframe takes the focus when it first shows.
    expect(transport.visible).toBe(false)
    transport.show()
    expect(win.iframes[1]?.focused).toBe(1)
  })

  test('behavior: an iframe taken out of the document while an approval waits: within 1 s it fails, the frame is dropped', async () => {
    const onStatus = vi.fn()
    const { transport, win } = setup({ script: () => undefined, onStatus })
    const rpc = transport.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x1'] }, { timeout: false })
    let settled = false
    rpc.catch(() => undefined).finally(() => (settled = true))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(settled).toBe(false)
    win.iframes[0]!.isConnected = false
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(rpc).rejects.toMatchObject({ name: 'FrameAbortedError', shortMessage: 'Request was aborted' })
    expect(win.iframes[0]?.removed).toBe(true)
    expect(onStatus.mock.calls.at(-1)).toEqual(['failed'])
    // With nothing left waiting the check stops.
    await vi.advanceTimersByTimeAsync(1_000)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('behavior: notifications are forwarded; show reveals and focuses, hide hides', async () => {
    const { transport, win, onNotification } = setup()
    const ready = transport.ready()
    await vi.advanceTimersByTimeAsync(600)
    await ready
    win.frame.post({ type: '@kit-frame/APPROVAL_SHOW', id: 'event0001', payload: { requestId: 'request01', method: 'personal_sign' } })
    expect(onNotification).toHaveBeenCalledWith(expect.objectContaining({ type: '@kit-frame/APPROVAL_SHOW' }))
    const iframe = win.iframes[0]!
    transport.show({ top: 10, left: 20, width: 360, height: 400 })
    expect(iframe.style).toMatchObject({ display: 'block', top: '10px', left: '20px', width: '360px', height: '400px' })
    expect(iframe.focused).toBe(1)
    expect(iframe.attributes.has('aria-hidden')).toBe(false)
    transport.show({ top: 12, left: 20, width: 360, height: 400 })
    expect(iframe.focused).toBe(1)
    transport.hide()
    expect(iframe.style.display).toBe('none')
    expect(transport.visible).toBe(false)
    transport.destroy()
    expect(win.listenerCount('message')).toBe(0)
    expect(iframe.removed).toBe(true)
  })
})
