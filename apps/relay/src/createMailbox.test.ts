import { expect, test } from 'vitest'
import { type CreateMailboxParameters, createMailbox } from './createMailbox.js'

function setup(overrides: Partial<CreateMailboxParameters> = {}) {
  const clock = { now: 1_000_000 }
  const mailbox = createMailbox({ maxMessagesPerTopic: 3, maxTotalMessages: 5, now: () => clock.now, ...overrides })
  const add = (topic: string, message: string, ttlSeconds = 60) => mailbox.add({ topic, message, ttlSeconds, tag: 1, publisherId: 'p' })
  return { clock, mailbox, add }
}

test('default', () => {
  const { mailbox, add } = setup()
  const result = add('t', 'bWVzc2FnZQ==')
  expect(result).toMatchObject({
    status: 'stored',
    stored: { topic: 't', message: 'bWVzc2FnZQ==', publishedAt: 1_000_000, expiresAt: 1_060_000, tag: 1, publisherId: 'p' },
  })
  expect(add('t', 'bWVzc2FnZQ==').status).toBe('duplicate')
  expect(mailbox.list('t')).toHaveLength(1)
  expect(mailbox.size()).toBe(1)
})

test('behavior: caps per topic and in total', () => {
  const { mailbox, add } = setup()
  for (const message of ['a', 'b', 'c']) expect(add('t1', message).status).toBe('stored')
  expect(add('t1', 'd').status).toBe('topic-full')
  expect(add('t2', 'a').status).toBe('stored')
  expect(add('t3', 'a').status).toBe('stored')
  expect(add('t4', 'a').status).toBe('relay-full')
  expect(mailbox.size()).toBe(5)
  expect(mailbox.topicCount()).toBe(3)
})

test('behavior: expiry', () => {
  const { mailbox, add, clock } = setup()
  add('t', 'short', 10)
  add('t', 'long', 100)
  clock.now += 10_000
  expect(mailbox.list('t').map((stored) => stored.message)).toEqual(['long'])
  expect(mailbox.size()).toBe(2)
  expect(mailbox.sweep()).toBe(1)
  expect(mailbox.size()).toBe(1)
  clock.now += 90_000
  expect([...mailbox.entries()]).toEqual([])
  expect(mailbox.sweep()).toBe(1)
  expect(mailbox.topicCount()).toBe(0)
})

test('behavior: a full relay sweeps expired messages before refusing', () => {
  const { add, clock } = setup()
  for (const topic of ['a', 'b', 'c', 'd', 'e']) add(topic, 'x', 1)
  clock.now += 1_000
  expect(add('f', 'x').status).toBe('stored')
})

test('behavior: remove and restore', () => {
  const { mailbox, add, clock } = setup()
  const result = add('t', 'x')
  if (result.status !== 'stored') throw new Error('not stored')
  const snapshot = [...mailbox.entries(), { ...result.stored, hash: 'other', expiresAt: clock.now }]
  mailbox.remove(result.stored)
  expect(mailbox.size()).toBe(0)
  expect(mailbox.restore(snapshot)).toBe(1)
  expect(mailbox.restore(snapshot)).toBe(0)
  expect(mailbox.list('t')).toEqual([result.stored])
})

test('parameters: per-client and per-IP quotas (messages and bytes), released when messages expire', () => {
  const { mailbox, clock } = setup({
    maxMessagesPerTopic: 100,
    maxTotalMessages: 100,
    maxMessagesPerClient: 2,
    maxBytesPerClient: 10,
    maxMessagesPerIp: 3,
    maxBytesPerIp: 14,
    maxTotalBytes: 20,
  })
  const publish = (message: string, publisherId: string, publisherIp: string) =>
    mailbox.add({ topic: 't', message, ttlSeconds: 60, tag: 1, publisherId, publisherIp }).status
  expect(publish('aaaa', 'a', '10.0.0.1')).toBe('stored')
  expect(publish('bbbb', 'a', '10.0.0.1')).toBe('stored')
  expect(publish('cccc', 'a', '10.0.0.1')).toBe('quota')
  expect(mailbox.add({ topic: 't', message: 'cccc', ttlSeconds: 60, tag: 1, publisherId: 'a', publisherIp: '10.0.0.1' })).toEqual({
    status: 'quota',
    quota: 'client-messages',
  })
  expect(mailbox.add({ topic: 't', message: 'c'.repeat(11), ttlSeconds: 60, tag: 1, publisherId: 'b', publisherIp: '10.0.0.2' })).toEqual({
    status: 'quota',
    quota: 'client-bytes',
  })
  expect(publish('dddd', 'b', '10.0.0.1')).toBe('stored')
  expect(mailbox.add({ topic: 't', message: 'eeee', ttlSeconds: 60, tag: 1, publisherId: 'c', publisherIp: '10.0.0.1' })).toEqual({
    status: 'quota',
    quota: 'ip-messages',
  })
  expect(mailbox.add({ topic: 't', message: 'e'.repeat(8), ttlSeconds: 60, tag: 1, publisherId: 'c', publisherIp: '10.0.0.3' }).status).toBe('stored')
  expect(mailbox.add({ topic: 't', message: 'f'.repeat(9), ttlSeconds: 60, tag: 1, publisherId: 'd', publisherIp: '10.0.0.4' })).toEqual({
    status: 'relay-full',
  })
  expect(mailbox.bytes()).toBe(20)
  clock.now += 61_000
  expect(publish('gggg', 'a', '10.0.0.1')).toBe('stored')
  expect(mailbox.size()).toBe(1)
  expect(mailbox.bytes()).toBe(4)
})
