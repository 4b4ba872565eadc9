// @vitest-environment happy-dom
import { connect, disconnect } from '@kit/core'
import { act, render, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { createTestKit, testAddress, tick } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useAppKitAccount } from './useAppKitAccount.js'

test('default: disconnected', () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useAppKitAccount(), { wrapper: withKit(kit) })
  expect(result.current).toMatchInlineSnapshot(`
    {
      "address": undefined,
      "allAccounts": [],
      "caipAddress": undefined,
      "embeddedWalletInfo": undefined,
      "isConnected": false,
      "status": "disconnected",
    }
  `)
})

test('behavior: updates on connect and disconnect', async () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useAppKitAccount(), { wrapper: withKit(kit) })
  await act(async () => {
    await connect(kit, { connectorId: 'mock' })
    await tick()
  })
  expect(result.current).toEqual({
    address: testAddress,
    caipAddress: `eip155:31337:${testAddress}`,
    isConnected: true,
    status: 'connected',
    allAccounts: [{ namespace: 'eip155', address: testAddress, type: 'eoa' }],
    embeddedWalletInfo: undefined,
  })
  await act(async () => {
    await disconnect(kit)
    await tick()
  })
  expect(result.current).toMatchObject({ address: undefined, isConnected: false, status: 'disconnected' })
})

test('parameters: namespace', async () => {
  const kit = createTestKit()
  const { result } = renderHook(() => useAppKitAccount({ namespace: 'solana' }), { wrapper: withKit(kit) })
  await act(async () => {
    await connect(kit, { connectorId: 'mock' })
    await tick()
  })
  // The kit has no solana network: that namespace has no account.
  expect(result.current.isConnected).toBe(false)
})

test('behavior: two kits with two providers keep separate state', async () => {
  const kitA = createTestKit()
  const kitB = createTestKit()
  function Address({ id }: { id: string }) {
    const { address, status } = useAppKitAccount()
    return (
      <p data-testid={id}>
        {status}:{address ?? 'none'}
      </p>
    )
  }
  const A = withKit(kitA)
  const B = withKit(kitB)
  const view = render(
    <>
      <A>
        <Address id="a" />
      </A>
      <B>
        <Address id="b" />
      </B>
    </>,
  )
  await act(async () => {
    await connect(kitA, { connectorId: 'mock' })
    await tick()
  })
  expect(view.getByTestId('a').textContent).toBe(`connected:${testAddress}`)
  expect(view.getByTestId('b').textContent).toBe('disconnected:none')
  view.unmount()
})

test('behavior: the result is referentially stable while nothing changed', () => {
  const kit = createTestKit()
  const { result, rerender } = renderHook(() => useAppKitAccount(), { wrapper: withKit(kit) })
  const first = result.current
  rerender()
  expect(result.current).toBe(first)
})
