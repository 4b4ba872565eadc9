import { expect, test } from 'vitest'
import { createDeliveryLedger } from './createDeliveryLedger.js'
import type { StoredMessage } from './createMailbox.js'

const topic = 'a'.repeat(64)
const stored = (publisherId: string): StoredMessage => ({ topic, message: 'bQ==', hash: 'h', publishedAt: 0, expiresAt: 1, tag: 0, publisherId })

test('behavior: owed until a client other than the publisher acknowledged it and every recipient but the publisher did', () => {
  const ledger = createDeliveryLedger()
  const message = stored('dapp')
  expect(ledger.isOwed(message)).toBe(true)
  // No recipient on record: the publisher's own acknowledgement settles nothing, another client's does.
  ledger.acknowledge(message, 'dapp')
  expect(ledger.isOwed(message)).toBe(true)
  ledger.addRecipient(topic, 'dapp')
  ledger.addRecipient(topic, 'wallet')
  ledger.addRecipient(topic, 'watcher')
  ledger.acknowledge(message, 'wallet')
  expect([ledger.isOwed(message), ledger.hasAcknowledged(message, 'wallet'), ledger.hasAcknowledged(message, 'watcher')]).toEqual([true, true, false])
  ledger.removeRecipient(topic, 'watcher')
  expect(ledger.isOwed(message)).toBe(false)
})

test('behavior: topics() and forget()', () => {
  const ledger = createDeliveryLedger()
  ledger.addRecipient(topic, 'wallet')
  expect(ledger.topics()).toEqual([topic])
  ledger.forget(topic)
  expect(ledger.topics()).toEqual([])
  ledger.addRecipient(topic, 'wallet')
  ledger.removeRecipient(topic, 'wallet')
  expect(ledger.topics()).toEqual([])
})
