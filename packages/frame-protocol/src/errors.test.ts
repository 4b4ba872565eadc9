import { expect, test } from 'vitest'
import { FRAME_ERROR_MESSAGES, formatTryAgainMessage, formatUnsupportedMethodMessage } from './errors.js'

test('default: SPEC texts', () => {
  expect(formatTryAgainMessage(29.2)).toMatchInlineSnapshot(`"Please try again after 30 seconds"`)
  expect(formatTryAgainMessage(0)).toMatchInlineSnapshot(`"Please try again after 1 seconds"`)
  expect(formatUnsupportedMethodMessage('eth_foo')).toMatchInlineSnapshot(`"Unsupported method: eth_foo"`)
  expect(FRAME_ERROR_MESSAGES.rpcNotAllowed).toBe('Requested RPC call is not allowed')
  expect(FRAME_ERROR_MESSAGES.requestAborted).toBe('Request was aborted')
})
