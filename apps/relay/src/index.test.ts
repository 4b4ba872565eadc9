import { expect, test } from 'vitest'
import * as relay from './index.js'
import { relayMethods } from './index.js'

test('exports', () => {
  expect(Object.keys(relay)).toMatchInlineSnapshot(`
    [
      "createRelay",
      "RpcError",
      "rpcErrorCodes",
      "relayMethods",
      "defaultRelayLimits",
    ]
  `)
})

test('relayMethods', () => {
  expect(relayMethods).toMatchInlineSnapshot(`
    [
      "irn_publish",
      "irn_batchPublish",
      "irn_subscribe",
      "irn_batchSubscribe",
      "irn_unsubscribe",
      "irn_batchUnsubscribe",
      "irn_fetchMessages",
      "irn_batchFetchMessages",
      "wc_proposeSession",
      "wc_approveSession",
    ]
  `)
})
