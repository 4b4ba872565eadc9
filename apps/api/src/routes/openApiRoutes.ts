import { readFileSync } from 'node:fs'
import type { Hono } from 'hono'
import type { ApiEnv } from '../apiEnv.js'
import { apiRoutes } from '../openapi/apiRoutes.js'
import { createOpenApiDocument } from '../openapi/createOpenApiDocument.js'

/** The package's version (src/routes and dist/routes both sit two folders below package.json). */
function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version
}

/** `GET /openapi.json`: the API's OpenAPI 3.1 document (made once, on the first request). */
export function openApiRoutes(app: Hono<ApiEnv>): void {
  let document: string | undefined
  app.get('/openapi.json', (c) => {
    document ??= JSON.stringify(createOpenApiDocument(apiRoutes, { version: packageVersion() }))
    return c.body(document, 200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' })
  })
}
