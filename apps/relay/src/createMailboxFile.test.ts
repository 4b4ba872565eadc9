import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { StoredMessage } from './createMailbox.js';
import { createMailboxFile } from './createMailboxFile.js';

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'kit-relay-file-'));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

const message = (index: number): StoredMessage => ({
  topic: 'a'.repeat(64),
  message: `bWVzc2FnZQ${index}`,
  hash: `h${index}`,
  publishedAt: index,
  expiresAt: Date.now() + 60_000,
  tag: 1108,
  publisherId: 'did:key:z6MkP',
});

test('default', async () => {
  const path = join(directory, 'deep', 'mailbox.json');
  const stored = [message(1), { ...message(2), attestation: 'jwt' }];
  const file = createMailboxFile({ path, entries: () => stored });
  expect(await file.load()).toEqual([]);
  await file.flush();
  expect(await createMailboxFile({ path, entries: () => [] }).load()).toEqual(stored);
});

test('behavior: schedule() coalesces bursts; writes never overlap', async () => {
  const path = join(directory, 'mailbox.json');
  let reads = 0;
  const stored: StoredMessage[] = [];
  const file = createMailboxFile({
    path,
    debounceMs: 5,
    entries: () => {
      reads += 1;
      return stored;
    },
  });
  for (let index = 0; index < 100; index += 1) {
    stored.push(message(index));
    file.schedule();
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(reads).toBe(1);
  stored.push(message(100));
  await Promise.all([file.flush(), file.flush(), file.flush()]);
  expect(reads).toBeLessThanOrEqual(3);
  expect(JSON.parse(await readFile(path, 'utf8')).messages).toHaveLength(101);
});

test('behavior: malformed files are reported and ignored', async () => {
  const path = join(directory, 'mailbox.json');
  const errors: string[] = [];
  const file = createMailboxFile({ path, entries: () => [], onError: (error) => errors.push(String(error)) });
  await writeFile(path, JSON.stringify({ version: 2, messages: [] }));
  expect(await file.load()).toEqual([]);
  await writeFile(path, '{');
  expect(await file.load()).toEqual([]);
  expect(errors).toEqual([
    expect.stringContaining('Ignoring malformed relay mailbox file'),
    expect.stringContaining('Ignoring unreadable relay mailbox file'),
  ]);
});
