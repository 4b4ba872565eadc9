import type { MockAdapterParameters } from '../adapters/mockAdapter.js'
import type { CreateKitParameters } from '../createKit.js'
import type { Kit } from '../kit.js'
import { createTestKit } from '../testKit.test-utils.js'
import { json } from './api.test-utils.js'

export type FakeRequest = { url: URL; method: string; body: any }
type Route = (request: FakeRequest) => unknown

/**
 * An in-memory Kit API for kit-level tests: routes by path (`'GET /v1/identity'` matches by
 * prefix), records every request, answers 404 otherwise. A route may return a Response, throw
 * (network error) or return a JSON value.
 */
export function createFakeApi(routes: Record<string, Route> = {}) {
  const requests: FakeRequest[] = []
  const table: Record<string, Route> = {
    'GET /getAnalyticsConfig': () => ({ isAnalyticsEnabled: true }),
    'GET /appkit/v1/config': () => ({ features: [] }),
    'GET /projects/v1/origins': () => ({ allowedOrigins: ['*'] }),
    'POST /e': () => json({ success: true, stored: true }, 202),
    'GET /v1/identity/': () => ({ name: null, avatar: null }),
    ...routes,
  }
  const fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input)
    const method = init?.method ?? 'GET'
    const request = { url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined }
    requests.push(request)
    const key = Object.keys(table)
      .filter((route) => {
        const [routeMethod, path] = route.split(' ') as [string, string]
        return routeMethod === method && (path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path)
      })
      .sort((a, b) => b.length - a.length)[0]
    if (!key) return json({ message: 'Not Found', code: 'NOT_FOUND' }, 404)
    const answer = await table[key]!(request)
    return answer instanceof Response ? answer : json(answer)
  }
  const count = (method: string, prefix: string) => requests.filter((request) => request.method === method && request.url.pathname.startsWith(prefix)).length
  const events = () => requests.filter((request) => request.method === 'POST' && request.url.pathname === '/e').map((request) => request.body)
  return { fetch, requests, count, events, routes: table }
}

export type FakeApi = ReturnType<typeof createFakeApi>

/** A test kit talking to `api`. */
export function createApiTestKit(api: FakeApi, parameters: Partial<CreateKitParameters> & { mock?: Partial<MockAdapterParameters> } = {}): Kit {
  return createTestKit({
    apiUrl: 'http://api.test',
    environment: { isBrowser: () => true, isMobile: () => false, fetch: api.fetch },
    ...parameters,
  })
}

export const flush = async (times = 5) => {
  for (let index = 0; index < times; index++) await new Promise((resolve) => setTimeout(resolve, 0))
}
