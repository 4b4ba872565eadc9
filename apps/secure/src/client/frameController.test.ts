import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type FrameEvent, parseFrameEvent } from '@kit/frame-protocol'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadDeviceKey } from './deviceKey.js'
import type { FrameConfig } from './frameConfig.js'
import { createFrameController } from './frameController.js'
import { createFrameStorage } from './frameStorage.js'
import { createSecureApi } from './secureApi.js'

// The frame's error replies carry the HTTP status of the secure server's answer, so the host can
// raise docs/rules/errors.md 'Rate Limited' (429) and 'Server Error' (5xx). A real HTTP server answers.

let server: Server
let base = ''
/** What `/api/email/connect` answers next: status and JSON body. */
let answer: { status: number; body: unknown } = { status: 200, body: { action: 'VERIFY_OTP' } }
/** The JSON bodies the server received, in order. */
const received: { path: string; body: unknown }[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: text ? JSON.parse(text) : null })
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const config: FrameConfig = {
  projectId: 'kit-demo',
  chainId: 31337,
  version: 'test',
  enableLogger: false,
  rpcUrl: null,
  ancestors: ['http://127.0.0.1:*'],
  projectError: null,
  chains: [{ id: 31337, name: 'Anvil', rpcUrls: [] }],
  frameVersion: '0',
}

const device = loadDeviceKey(null)

function controller(overrides: { originError?: string | null; projectError?: string | null } = {}) {
  const posted: FrameEvent[] = []
  const frame = createFrameController({
    config: { ...config, projectError: overrides.projectError ?? null },
    parentOrigin: 'http://127.0.0.1:5273',
    originError: overrides.originError ?? null,
    storage: createFrameStorage(null),
    api: createSecureApi(
      () => null,
      device,
      (path, init) => fetch(`${base}${String(path)}`, init),
    ),
    approvals: { ask: async () => false },
    codes: { ask: async () => false },
    device,
    post: (message) => void posted.push(message),
    reload: () => undefined,
    applyTheme: () => undefined,
    log: () => undefined,
  })
  return { frame, posted }
}

const connectEmail = { type: '@kit-app/CONNECT_EMAIL', id: 'request0001', payload: { email: 'user@example.com' } } as const

describe('frame controller: error replies', () => {
  test('default: a success reply carries no status', async () => {
    answer = { status: 200, body: { action: 'VERIFY_OTP' } }
    const { frame, posted } = controller()
    await frame.handle(connectEmail)
    expect(posted).toEqual([{ type: '@kit-frame/CONNECT_EMAIL_SUCCESS', id: 'request0001', payload: { action: 'VERIFY_OTP' } }])
  })

  test.each([
    [503, { error: { message: 'Something went wrong' } }, { message: 'Something went wrong', status: 503 }],
    [429, { error: { message: 'Slow down', code: 429 } }, { message: 'Slow down', code: 429, status: 429 }],
    [429, { error: { message: 'Please try again after 12 seconds', code: 429 } }, { message: 'Please try again after 12 seconds', code: 429, status: 429 }],
    [401, { error: { message: 'JWT validation error', code: 4100 } }, { message: 'JWT validation error', code: 4100, status: 401 }],
  ])('behavior: HTTP %i → error reply with the server text, code and status', async (status, body, payload) => {
    answer = { status, body }
    const { frame, posted } = controller()
    await frame.handle(connectEmail)
    expect(posted).toEqual([{ type: '@kit-frame/CONNECT_EMAIL_ERROR', id: 'request0001', payload }])
    // The reply is a valid protocol message (the host parses it with the same schemas).
    expect(parseFrameEvent(posted[0])).not.toBeNull()
  })

  test('behavior: origin and project errors are answered without calling the server (no status)', async () => {
    answer = { status: 500, body: {} }
    const origin = controller({ originError: 'Unauthorized: origin not allowed' })
    await origin.frame.handle(connectEmail)
    expect(origin.posted[0]?.payload).toEqual({ message: 'Unauthorized: origin not allowed', code: 4100 })
    const project = controller({ projectError: 'Unauthorized: invalid key' })
    await project.frame.handle(connectEmail)
    expect(project.posted[0]?.payload).toEqual({ message: 'Unauthorized: invalid key', code: 4100 })
  })

  test('behavior: the server unreachable → "Network error", no status', async () => {
    const { frame, posted } = createUnreachable()
    await frame.handle(connectEmail)
    expect(posted[0]).toMatchObject({ type: '@kit-frame/CONNECT_EMAIL_ERROR', payload: { message: 'Network error, check your connection' } })
    expect(posted[0]?.payload).not.toHaveProperty('status')
  })
})

describe('frame controller: the Solana account (issue 17)', () => {
  test('behavior: GET_USER for a Solana cluster moves neither the current EVM chain nor its RPC URL', async () => {
    const solana = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const { frame, posted } = controller()
    received.length = 0
    answer = { status: 200, body: { address: '0x0000000000000000000000000000000000000001', chainId: 31337 } }
    await frame.handle({ type: '@kit-app/GET_USER', id: 'request0002', payload: { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' } })
    answer = { status: 200, body: { address: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', chainId: solana } }
    await frame.handle({ type: '@kit-app/GET_USER', id: 'request0003', payload: { chainId: solana, rpcUrl: 'http://127.0.0.1:8899' } })
    answer = { status: 200, body: { type: 'eoa', address: '0x0000000000000000000000000000000000000001' } }
    await frame.handle({ type: '@kit-app/SET_PREFERRED_ACCOUNT', id: 'request0004', payload: { type: 'eoa' } })
    expect(received.map(({ path, body }) => [path, body])).toEqual([
      ['/api/user', { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
      ['/api/user', { chainId: solana }],
      // The account-type switch still goes to the EVM chain and its RPC URL.
      ['/api/smart-account/preferred', { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', type: 'eoa' }],
    ])
    expect(posted.slice(0, 2).map((event) => event.type)).toEqual(['@kit-frame/GET_USER_SUCCESS', '@kit-frame/GET_USER_SUCCESS'])
  })
})

function createUnreachable() {
  const posted: FrameEvent[] = []
  const frame = createFrameController({
    config,
    parentOrigin: 'http://127.0.0.1:5273',
    originError: null,
    storage: createFrameStorage(null),
    // Port 1 on loopback: nothing listens there.
    api: createSecureApi(
      () => null,
      device,
      (path, init) => fetch(`http://127.0.0.1:1${String(path)}`, init),
    ),
    approvals: { ask: async () => false },
    codes: { ask: async () => false },
    device,
    post: (message) => void posted.push(message),
    reload: () => undefined,
    applyTheme: () => undefined,
    log: () => undefined,
  })
  return { frame, posted }
}
