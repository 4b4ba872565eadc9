import { describe, expect, test } from 'vitest'
import { ApiRequestError } from '../errors/api.js'
import { createTestClient, json } from './api.test-utils.js'
import { createApiClient } from './createApiClient.js'
import { getBalance } from './getBalance.js'
import { getIdentity } from './getIdentity.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiRequestError) return error
    throw error
  }
  throw new Error('expected a failure')
}

describe('createApiClient', () => {
  test('default', () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:8787///', projectId: 'p' })
    expect({ ...client, fetchFn: typeof client.fetchFn }).toMatchInlineSnapshot(`
      {
        "baseUrl": "http://127.0.0.1:8787",
        "fetchFn": "function",
        "projectId": "p",
        "sdkType": "appkit",
        "sdkVersion": "html-kit-0.1.0",
        "timeout": 10000,
      }
    `)
  })
})

describe('errors', () => {
  test.each([
    [401, { message: 'Unauthorized: invalid key', code: 'INVALID_PROJECT_ID' }, 'Invalid Project ID', 'INVALID_PROJECT_ID'],
    [403, { message: 'Unauthorized: origin not allowed', code: 'ORIGIN_NOT_ALLOWED' }, 'Origin Not Allowed', 'ORIGIN_NOT_ALLOWED'],
    [429, { message: 'Rate Limited', code: 'RATE_LIMITED' }, 'Rate Limited', 'RATE_LIMITED'],
    [500, { message: 'Server Error', code: 'SERVER_ERROR' }, 'Server Error', 'SERVER_ERROR'],
    [502, { message: 'Token Balance Unavailable', code: 'UPSTREAM_UNAVAILABLE' }, 'Server Error', 'SERVER_ERROR'],
    [400, { error: 'Invalid input', field: 'chainId', message: 'Invalid CAIP-2 network id' }, 'Invalid input', undefined],
    [404, { message: 'Not Found', code: 'NOT_FOUND' }, 'Not Found', undefined],
  ])('status %i → %s', async (status, body, shortMessage, alert) => {
    const { client } = createTestClient(() => json(body, status))
    const error = await failure(getBalance(client, { address }))
    expect(error).toMatchObject({ name: 'ApiRequestError', status, shortMessage, alert, kind: 'http' })
    expect(error.url).toContain(`/v1/account/${address}/balance`)
    expect(error.details).toBe('field' in body ? 'chainId: Invalid CAIP-2 network id' : body.message)
  })

  test('behavior: message snapshot', async () => {
    const { client } = createTestClient(() => json({ message: 'Unauthorized: invalid key', code: 'INVALID_PROJECT_ID' }, 401))
    const error = await failure(getIdentity(client, { address }))
    expect(error.message).toMatchInlineSnapshot(`
      "Invalid Project ID

      URL: http://api.test/v1/identity/0x70997970C51812dc3A010C7d01b50e0d17dc79C8?projectId=kit-demo&st=appkit&sv=html-kit-0.1.0
      Status: 401

      Details: Unauthorized: invalid key
      Version: @kit/core@0.1.0"
    `)
    expect(error.code).toBe('INVALID_PROJECT_ID')
  })

  test('behavior: no answer → network error, status 0', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      projectId: 'p',
      fetchFn: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const error = await failure(getIdentity(client, { address }))
    expect(error).toMatchObject({ status: 0, kind: 'network', shortMessage: 'Network Error', details: 'Failed to fetch', alert: undefined })
  })

  test('behavior: timeout aborts the request', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      projectId: 'p',
      timeout: 20,
      fetchFn: (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    })
    const error = await failure(getIdentity(client, { address }))
    expect(error).toMatchObject({ kind: 'network', details: 'Timed out after 20 ms' })
  })

  test('behavior: caller signal aborts', async () => {
    const controller = new AbortController()
    const client = createApiClient({
      baseUrl: 'http://api.test',
      projectId: 'p',
      fetchFn: (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    })
    const promise = getIdentity(client, { address, signal: controller.signal })
    controller.abort(new Error('left the view'))
    expect(await failure(promise)).toMatchObject({ kind: 'network', details: 'left the view' })
  })

  test('behavior: answer breaking the schema → invalid-response', async () => {
    const { client } = createTestClient(() => ({ balances: [{ symbol: 'ETH' }] }))
    const error = await failure(getBalance(client, { address }))
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, shortMessage: 'Invalid API response' })
    expect(error.details).toMatch(/^balances\.0\.name: /)
  })

  test('behavior: non-JSON answer → invalid-response', async () => {
    const { client } = createTestClient(() => new Response('<html>', { status: 200 }))
    expect(await failure(getIdentity(client, { address }))).toMatchObject({ kind: 'invalid-response', details: 'Expected JSON' })
  })

  test('behavior: non-JSON error body keeps the status mapping', async () => {
    const { client } = createTestClient(() => new Response('Bad Gateway', { status: 503 }))
    expect(await failure(getIdentity(client, { address }))).toMatchObject({ status: 503, shortMessage: 'Server Error', alert: 'SERVER_ERROR' })
  })
})
