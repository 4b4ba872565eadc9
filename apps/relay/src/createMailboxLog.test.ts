import { appendFile, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import type { StoredMessage } from './createMailbox.js'
import { createMailboxLog } from './createMailboxLog.js'
import { MailboxLogClosedError, MailboxLogError } from './errors/mailboxLogErrors.js'

let directory: string
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'kit-relay-log-'))
})
afterEach(async () => {
  await rm(directory, { recursive: true, force: true })
})

const message = (index: number): StoredMessage => ({
  topic: 'a'.repeat(64),
  message: `${index}`.padStart(1_000, 'x'),
  hash: `h${index}`,
  publishedAt: index,
  expiresAt: Date.now() + 60_000,
  tag: 1108,
  publisherId: 'did:key:z6MkP',
})

test('default: appends are durable once resolved and replay as adds minus removes', async () => {
  const path = join(directory, 'deep', 'mailbox.jsonl')
  const live = new Map<string, StoredMessage>()
  const log = createMailboxLog({ path, entries: () => live.values(), liveBytes: () => 0 })
  expect(await log.load()).toEqual([])
  await Promise.all([1, 2, 3].map((index) => log.append({ add: message(index) })))
  await log.append({ remove: { topic: 'a'.repeat(64), hash: 'h2' } })
  expect(log.size()).toBe((await stat(path)).size)
  await log.close()
  const again = createMailboxLog({ path, entries: () => [], liveBytes: () => 0 })
  expect((await again.load()).map((stored) => stored.hash)).toEqual(['h1', 'h3'])
  await again.close()
})

test('behavior: the log is compacted once it is twice the live messages, and keeps working past any size', async () => {
  const path = join(directory, 'mailbox.jsonl')
  const live = new Map<string, StoredMessage>()
  const liveBytes = () => [...live.values()].reduce((sum, stored) => sum + stored.message.length, 0)
  const log = createMailboxLog({ path, entries: () => live.values(), liveBytes, minCompactionBytes: 64 * 1024 })
  await log.load()
  // 2,000 messages of 1 KB pass through (2 MB written, 20 appends per group commit), at most 30 live at a time.
  for (let batch = 0; batch < 100; batch += 1) {
    const appends: Promise<void>[] = []
    for (let index = batch * 20; index < batch * 20 + 20; index += 1) {
      const stored = message(index)
      live.set(stored.hash, stored)
      appends.push(log.append({ add: stored }))
      if (live.size > 30) {
        const [oldest] = live.values() as unknown as [StoredMessage]
        live.delete(oldest.hash)
        appends.push(log.append({ remove: { topic: oldest.topic, hash: oldest.hash } }))
      }
    }
    await Promise.all(appends)
  }
  expect((await stat(path)).size).toBeLessThan(64 * 1024 + 40 * 1_200)
  await log.close()
  const reopened = createMailboxLog({ path, entries: () => [], liveBytes: () => 0 })
  expect((await reopened.load()).map((stored) => stored.hash)).toEqual([...live.keys()])
  await reopened.close()
})

test('behavior: an append that cannot be written rejects (the publish is refused, not silently lost)', async () => {
  const path = join(directory, 'missing-dir', 'mailbox.jsonl')
  const log = createMailboxLog({ path, entries: () => [], liveBytes: () => 0 })
  await expect(log.append({ add: message(1) })).rejects.toThrow(/ENOENT/)
})

test('behavior: unreadable lines are skipped and reported as one MailboxLogError; an append after close is a MailboxLogClosedError', async () => {
  const path = join(directory, 'mailbox.jsonl')
  const first = createMailboxLog({ path, entries: () => [], liveBytes: () => 0 })
  await first.load()
  await first.append({ add: message(1) })
  await first.close()
  await appendFile(path, 'not json\n{"add":{"topic":"short"}}\n')
  const errors: unknown[] = []
  const log = createMailboxLog({ path, entries: () => [], liveBytes: () => 0, onError: (error) => errors.push(error) })
  expect((await log.load()).map((stored) => stored.hash)).toEqual(['h1'])
  expect(errors).toHaveLength(1)
  expect(errors[0]).toBeInstanceOf(MailboxLogError)
  expect((errors[0] as Error).message).toBe(`Skipped 2 unreadable line(s) of the relay mailbox log ${path}`)
  await log.close()
  await expect(log.append({ add: message(2) })).rejects.toThrow(MailboxLogClosedError)
})
