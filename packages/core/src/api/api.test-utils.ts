import { type ApiClient, createApiClient } from './createApiClient.js'

export type RecordedRequest = { url: URL; method: string; body: unknown; headers: Record<string, string> }

type Handler = (request: RecordedRequest) => Response | Promise<Response> | unknown

/** A client whose `fetch` answers with `handler` (a Response, or a value sent as JSON 200) and records each request. */
export function createTestClient(handler: Handler = () => ({}), overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const requests: RecordedRequest[] = []
  const client: ApiClient = createApiClient({
    baseUrl: 'http://api.test/',
    projectId: 'kit-demo',
    sdkType: 'appkit',
    sdkVersion: 'html-kit-0.1.0',
    ...overrides,
    fetchFn: async (input, init) => {
      const request: RecordedRequest = {
        url: new URL(input),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
      }
      requests.push(request)
      const answer = await handler(request)
      return answer instanceof Response ? answer : json(answer)
    },
  })
  return { client, requests }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
}
