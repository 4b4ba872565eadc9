import { createRelay, type Relay } from '@kit/relay'
import { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createMemoryStorage } from '../test/memoryStorage.js'
import { createConsoleLogger } from './consoleLogger.js'
import { closeSignClient, initSignClient, type SignClientInstance } from './initSignClient.js'

type LoggerCalls = Record<'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal', (...args: unknown[]) => void> & {
  level: string
  child(bindings: { context: string }): LoggerCalls
}
/** What sign-client's Core keeps for `getLogsBlob()` (a private field). */
type WithLogBuffer = { logChunkController: { getLogArray(): string[] } | null }

describe('createConsoleLogger', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  test('writes what reaches its level to the console, prefixed with the child context; drops the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const logger = createConsoleLogger('warn') as unknown as LoggerCalls
    const child = logger.child({ context: 'core/relayer' })
    child.trace({ type: 'payload' }, 'dropped')
    child.info('dropped too')
    child.warn('socket stalled')
    logger.error(new Error('boom'))
    expect(debug).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith('[walletconnect core/relayer]', 'socket stalled')
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toBe('[walletconnect]')
    // sign-client sets `level` on the logger it is given; a child made later takes it.
    logger.level = 'silent'
    logger.child({ context: 'core' }).fatal('not written')
    expect(error).toHaveBeenCalledTimes(1)
  })
})

describe('the logger initSignClient gives sign-client', () => {
  let relay: Relay
  const clients: SignClientInstance[] = []
  beforeAll(async () => {
    relay = await createRelay({ port: 0 })
  })
  afterAll(async () => {
    for (const client of clients) await closeSignClient(client, {}).catch(() => undefined)
    await relay?.close()
  })

  const start = (prefix: string) => ({ relayUrl: relay.url, projectId: 'kit-test', customStoragePrefix: prefix, storage: createMemoryStorage() })

  test('keeps no line, however many sign-client writes', async () => {
    const client = await initSignClient({ ...start(`kept-none-${Math.random()}`), logLevel: 'silent' })
    clients.push(client)
    const logger = client.core.logger as unknown as LoggerCalls
    for (let line = 0; line < 5_000; line += 1) logger.trace({ type: 'message', id: line, payload: 'x'.repeat(200) })
    expect((client.core as unknown as WithLogBuffer).logChunkController).toBeNull()
    expect(await (client.core as unknown as { getLogsBlob(): Promise<Blob | undefined> }).getLogsBlob()).toBeUndefined()
  })

  test('a level name instead (what Kit passed before) keeps every line, up to 1000 KiB', async () => {
    const client = await SignClient.init({
      ...start(`kept-all-${Math.random()}`),
      telemetryEnabled: false,
      logger: 'silent',
      metadata: { name: 'Kit test', description: '', url: 'http://localhost', icons: [] },
    } as SignClientTypes.Options)
    clients.push(client)
    const buffer = (client.core as unknown as WithLogBuffer).logChunkController
    const before = buffer?.getLogArray().length ?? 0
    const logger = client.core.logger as unknown as LoggerCalls
    for (let line = 0; line < 5_000; line += 1) logger.trace({ type: 'message', id: line, payload: 'x'.repeat(200) })
    const kept = buffer?.getLogArray() ?? []
    const bytes = kept.reduce((sum, line) => sum + Buffer.byteLength(line), 0)
    expect(kept.length).toBeGreaterThan(before + 3_000)
    expect(bytes).toBeGreaterThan(900 * 1024)
    expect(bytes).toBeLessThanOrEqual(1000 * 1024)
  })
})
