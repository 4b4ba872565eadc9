// @vitest-environment happy-dom
import { connect, getModalState, getPairing, getRouter, getSend, getSendTokens, InvalidWalletConnectUriError, mockAdapter, submitSend } from '@kit/core'
import { act, renderHook } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { createTestKit, testAddress, tick } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useAppKit } from './useAppKit.js'
import { useAppKitState } from './useAppKitState.js'

test('default: open() flips useAppKitState().open, close() flips it back', async () => {
  const kit = createTestKit()
  const { result } = renderHook(() => ({ appKit: useAppKit(), state: useAppKitState() }), { wrapper: withKit(kit) })
  expect(result.current.state.open).toBe(false)

  await act(async () => {
    await result.current.appKit.open()
    await tick()
  })
  expect(result.current.state.open).toBe(true)
  expect(getRouter(kit).view).toBe('Connect')

  await act(async () => {
    result.current.appKit.close()
    await tick()
  })
  expect(result.current.state.open).toBe(false)
})

test('parameters: view', async () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useAppKit(), { wrapper: withKit(kit) })
  await act(() => result.current.open({ view: 'Networks' }))
  expect(getRouter(kit).view).toBe('Networks')
})

test("parameters: uri (AppKit's display_uri → open({ uri })) shows that URI on the QR view; a non-wc: uri rejects with InvalidWalletConnectUriError", async () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useAppKit(), { wrapper: withKit(kit) })
  const uri = `wc:${'1'.repeat(64)}@2?relay-protocol=irn&symKey=${'2'.repeat(64)}`
  await expect(result.current.open({ uri: 'wc:nope' })).rejects.toThrow(InvalidWalletConnectUriError)
  expect(getModalState(kit).open).toBe(false)
  await act(() => result.current.open({ uri }))
  expect(getRouter(kit).view).toBe('ConnectingWalletConnectBasic')
  expect(getPairing(kit)).toMatchObject({ uri, external: true })
})

test('behavior: the returned object is stable across renders', () => {
  const kit = createTestKit()
  const { result, rerender } = renderHook(() => useAppKit(), { wrapper: withKit(kit) })
  const first = result.current
  rerender()
  expect(result.current).toBe(first)
})

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'cd'.repeat(32)}`

function createSendKit() {
  const sent: unknown[] = []
  const sendTransaction = async (parameters: unknown) => {
    sent.push(parameters)
    return hash
  }
  const kit = createTestKit({ adapters: [mockAdapter({ accounts: [testAddress], balance: 10n ** 18n, features: { sendTransaction } })] })
  return { kit, sent }
}

test("parameters: view 'WalletSend' with arguments resolves with the hash once the wallet sent it", async () => {
  const { kit, sent } = createSendKit()
  await connect(kit, { connectorId: 'mock' })
  const { result } = renderHook(() => useAppKit(), { wrapper: withKit(kit) })
  let promise!: Promise<string>
  act(() => {
    promise = result.current.open({ view: 'WalletSend', arguments: { token: 'native', amount: '0.25', to: receiver } })
  })
  // The send flow's code is a lazy chunk: the modal opens once it is loaded.
  await vi.waitUntil(() => getRouter(kit).view === 'WalletSend')
  await vi.waitUntil(() => getSendTokens(kit).length > 0 && getSend(kit).token !== undefined)
  expect(getSend(kit)).toMatchObject({ amount: '0.25', to: receiver, token: { symbol: 'ETH' } })
  await act(() => submitSend(kit))
  await expect(promise).resolves.toBe(hash)
  expect(sent).toEqual([expect.objectContaining({ to: receiver, value: 25n * 10n ** 16n })])
})

test("behavior: view 'WalletSend' rejects with 'Modal closed' when the modal closes first", async () => {
  const { kit, sent } = createSendKit()
  await connect(kit, { connectorId: 'mock' })
  const { result } = renderHook(() => useAppKit(), { wrapper: withKit(kit) })
  let promise!: Promise<string>
  act(() => {
    promise = result.current.open({ view: 'WalletSend', arguments: { token: 'native', amount: '1', to: receiver } })
  })
  await vi.waitUntil(() => getRouter(kit).view === 'WalletSend')
  const settled = promise.then(
    () => 'resolved',
    (error: Error & { shortMessage?: string }) => error.shortMessage,
  )
  act(() => result.current.close())
  expect(await settled).toBe('Modal closed')
  expect(sent).toEqual([])
})
