import { expect, test } from 'vitest'
import { FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES, formatTryAgainMessage, formatUnsupportedMethodMessage } from './errors.js'

test('default: the texts of docs/rules', () => {
  expect(formatTryAgainMessage(29.2)).toMatchInlineSnapshot(`"Please try again after 30 seconds"`)
  expect(formatTryAgainMessage(0)).toMatchInlineSnapshot(`"Please try again after 1 seconds"`)
  expect(formatUnsupportedMethodMessage('eth_foo')).toMatchInlineSnapshot(`"Unsupported method: eth_foo"`)
  expect(FRAME_ERROR_MESSAGES.rpcNotAllowed).toBe('Requested RPC call is not allowed')
  expect(FRAME_ERROR_MESSAGES.requestAborted).toBe('Request was aborted')
})

test('default: EIP-1193, JSON-RPC and EIP-5792 codes', () => {
  expect(FRAME_ERROR_CODES).toMatchObject({
    userRejected: 4001,
    unauthorized: 4100,
    unsupportedMethod: 4200,
    invalidParams: -32602,
    executionReverted: 3,
    unsupportedCapability: 5700,
    unsupportedChainId: 5710,
    unknownBundleId: 5730,
    bundleTooLarge: 5740,
    atomicUpgradeRejected: 5750,
    atomicityNotSupported: 5760,
  })
})
