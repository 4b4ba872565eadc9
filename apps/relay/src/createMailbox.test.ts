import { expect, test, vi } from 'vitest';
import { createMailbox, type CreateMailboxParameters } from './createMailbox.js';

function setup(overrides: Partial<CreateMailboxParameters> = {}) {
  const clock = { now: 1_000_000 };
  const onChange = vi.fn();
  const mailbox = createMailbox({ maxMessagesPerTopic: 3, maxTotalMessages: 5, now: () => clock.now, onChange, ...overrides });
  const add = (topic: string, message: string, ttlSeconds = 60) =>
    mailbox.add({ topic, message, ttlSeconds, tag: 1, publisherId: 'p' });
  return { clock, onChange, mailbox, add };
}

test('default', () => {
  const { mailbox, add, onChange } = setup();
  const result = add('t', 'bWVzc2FnZQ==');
  expect(result).toMatchObject({
    status: 'stored',
    stored: { topic: 't', message: 'bWVzc2FnZQ==', publishedAt: 1_000_000, expiresAt: 1_060_000, tag: 1, publisherId: 'p' },
  });
  expect(add('t', 'bWVzc2FnZQ==').status).toBe('duplicate');
  expect(mailbox.list('t')).toHaveLength(1);
  expect(mailbox.size()).toBe(1);
  expect(onChange).toHaveBeenCalledTimes(1);
});

test('behavior: caps per topic and in total', () => {
  const { mailbox, add } = setup();
  for (const message of ['a', 'b', 'c']) expect(add('t1', message).status).toBe('stored');
  expect(add('t1', 'd').status).toBe('topic-full');
  expect(add('t2', 'a').status).toBe('stored');
  expect(add('t3', 'a').status).toBe('stored');
  expect(add('t4', 'a').status).toBe('relay-full');
  expect(mailbox.size()).toBe(5);
  expect(mailbox.topicCount()).toBe(3);
});

test('behavior: expiry', () => {
  const { mailbox, add, clock } = setup();
  add('t', 'short', 10);
  add('t', 'long', 100);
  clock.now += 10_000;
  expect(mailbox.list('t').map((stored) => stored.message)).toEqual(['long']);
  expect(mailbox.size()).toBe(2);
  expect(mailbox.sweep()).toBe(1);
  expect(mailbox.size()).toBe(1);
  clock.now += 90_000;
  expect(mailbox.entries()).toEqual([]);
  expect(mailbox.sweep()).toBe(1);
  expect(mailbox.topicCount()).toBe(0);
});

test('behavior: a full relay sweeps expired messages before refusing', () => {
  const { add, clock } = setup();
  for (const topic of ['a', 'b', 'c', 'd', 'e']) add(topic, 'x', 1);
  clock.now += 1_000;
  expect(add('f', 'x').status).toBe('stored');
});

test('behavior: remove and restore', () => {
  const { mailbox, add, clock } = setup();
  const result = add('t', 'x');
  if (result.status !== 'stored') throw new Error('not stored');
  const snapshot = [...mailbox.entries(), { ...result.stored, hash: 'other', expiresAt: clock.now }];
  mailbox.remove(result.stored);
  expect(mailbox.size()).toBe(0);
  expect(mailbox.restore(snapshot)).toBe(1);
  expect(mailbox.restore(snapshot)).toBe(0);
  expect(mailbox.list('t')).toEqual([result.stored]);
});
