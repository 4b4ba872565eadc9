// @vitest-environment happy-dom
import { type CallsStatus, type ConnectorSendCallsParameters, connect, mockAdapter } from '@kit/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { createTestKit, testAddress } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useAppKitCapabilities } from './useAppKitCapabilities.js'
import { useCallsStatus } from './useCallsStatus.js'
import { useSendCalls } from './useSendCalls.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

function walletKit() {
  const sent: ConnectorSendCallsParameters[] = []
  let polls = 0
  const kit = createTestKit({
    adapters: [
      mockAdapter({
        accounts: [testAddress],
        features: {
          calls: {
            getCapabilities: async () => ({ 31337: { atomic: { status: 'supported' } } }),
            sendCalls: async (parameters) => {
              sent.push(parameters)
              return { id: '0xba7c' }
            },
            getCallsStatus: async ({ id }): Promise<CallsStatus> => ({
              id,
              atomic: true,
              chainId: 31337,
              receipts: [],
              status: ++polls < 2 ? 'pending' : 'success',
              statusCode: polls < 2 ? 100 : 200,
              version: '2.0.0',
            }),
          },
        },
      }),
    ],
  })
  return { kit, sent }
}

test('behavior: useAppKitCapabilities is pending while disconnected, then reads the wallet', async () => {
  const { kit } = walletKit()
  const { result } = renderHook(() => useAppKitCapabilities(), { wrapper: withKit(kit) })
  expect(result.current).toMatchObject({ status: 'pending', isFetching: false, data: undefined })
  await act(() => connect(kit, { connectorId: 'mock' }))
  await waitFor(() => expect(result.current.data).toEqual({ 31337: { atomic: { status: 'supported' } } }))
  expect(result.current).toMatchObject({ status: 'success', isSuccess: true, error: null })
})

test('behavior: useSendCalls sends, then useCallsStatus polls until the batch is confirmed', async () => {
  const { kit, sent } = walletKit()
  await connect(kit, { connectorId: 'mock' })
  const { result } = renderHook(
    () => {
      const send = useSendCalls()
      const status = useCallsStatus({
        id: send.data?.id,
        query: { refetchInterval: (data) => (data?.status === 'pending' ? 10 : false) },
      })
      return { send, status }
    },
    { wrapper: withKit(kit) },
  )
  expect(result.current.send).toMatchObject({ status: 'idle', isIdle: true })
  await act(async () => {
    await result.current.send.sendCallsAsync({
      calls: [
        { to: token, data: '0x095ea7b3' },
        { to: token, value: 1n },
      ],
    })
  })
  expect(result.current.send.data).toEqual({ id: '0xba7c' })
  expect(sent[0]).toMatchObject({
    address: testAddress,
    networkId: 'eip155:31337',
    calls: [
      { to: token, data: '0x095ea7b3' },
      { to: token, value: 1n },
    ],
  })
  await waitFor(() => expect(result.current.status.data?.status).toBe('success'))
  expect(result.current.status.data).toMatchObject({ atomic: true, statusCode: 200, id: '0xba7c' })
})

test('bad input: useSendCalls reports InvalidCallsError in `error` and never reaches the wallet', async () => {
  const { kit, sent } = walletKit()
  await connect(kit, { connectorId: 'mock' })
  const { result } = renderHook(() => useSendCalls(), { wrapper: withKit(kit) })
  await act(async () => {
    result.current.sendCalls({ calls: [{ to: 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }] })
  })
  await waitFor(() => expect(result.current.status).toBe('error'))
  expect(result.current.error).toMatchObject({ name: 'InvalidCallsError', details: 'Call 1: the target must start with 0x' })
  expect(sent).toEqual([])
})
