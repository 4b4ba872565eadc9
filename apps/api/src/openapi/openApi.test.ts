import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningApi, startApi } from '../startApi.js'
import { apiRoutes } from './apiRoutes.js'
import { openApiPath } from './createOpenApiDocument.js'

let api: RunningApi

beforeAll(async () => {
  api = await startApi({ port: 0, storage: { dataDir: 'memory://' }, indexer: { enabled: false }, logErrors: false })
})
afterAll(async () => {
  await api?.close()
})

type Document = { openapi: string; info: { version: string }; paths: Record<string, Record<string, Record<string, any>>> }

describe('GET /openapi.json', () => {
  it('serves an OpenAPI 3.1 document with one operation per route the API serves, no more, no less', async () => {
    const response = await fetch(`${api.url}/openapi.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const document = (await response.json()) as Document
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/)
    const served = new Set(
      api.app.routes
        .filter((route) => route.method !== 'ALL' && route.method !== 'OPTIONS')
        .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path).path}`),
    )
    const documented = new Set(Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`)))
    expect([...served].filter((route) => !documented.has(route))).toEqual([])
    expect([...documented].filter((route) => !served.has(route))).toEqual([])
  })

  it('describes inputs and answers from the routes’ own zod schemas', async () => {
    const document = (await (await fetch(`${api.url}/openapi.json`)).json()) as Document
    const balance = document.paths['/v1/account/{address}/balance']!.get!
    expect(balance.parameters.map((parameter: { name: string; in: string }) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(['path:address', 'query:projectId', 'query:currency', 'query:chainId']),
    )
    expect(balance.responses['200'].content['application/json'].schema.properties.balances.type).toBe('array')
    const session = document.paths['/v1/sessions']!.post!
    expect(Object.keys(session.requestBody.content['application/json'].schema.properties)).toEqual(expect.arrayContaining(['message', 'signature']))
    expect(Object.keys(session.responses)).toEqual(expect.arrayContaining(['201', '400', '403']))
    expect(apiRoutes.every((route) => route.summary.length > 0)).toBe(true)
  })
})
