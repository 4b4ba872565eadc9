import { z } from 'zod'
import type { ApiRoute } from './apiRoutes.js'

type JsonSchema = Record<string, unknown>

/** A zod schema as JSON Schema (draft 2020-12, OpenAPI 3.1's): its input shape; transforms and refinements are not expressible and are left out. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  return rest
}

/** `/v1/account/:address/balance` → `/v1/account/{address}/balance`, and the names of its parameters. */
export function openApiPath(path: string): { path: string; names: string[] } {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!)
  return { path: path.replace(/:(\w+)/g, '{$1}'), names }
}

function parameters(route: ApiRoute, names: readonly string[]): JsonSchema[] {
  const inPath = names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }))
  const query = route.query ? jsonSchema(route.query, 'input') : undefined
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((query?.required ?? []) as string[])
  const inQuery = Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))
  const project =
    route.project && !route.body
      ? [{ name: 'projectId', in: 'query', required: true, schema: { type: 'string' }, description: 'The project (or the `x-project-id` header).' }]
      : []
  return [...inPath, ...project, ...inQuery.filter((parameter) => parameter.name !== 'projectId')]
}

function responses(route: ApiRoute): JsonSchema {
  const content = route.contentType
    ? { [route.contentType]: {} }
    : { 'application/json': route.response ? { schema: jsonSchema(route.response, 'output') } : {} }
  const error = { description: 'A JSON error naming the problem (`{ error, field? }`).', content: { 'application/json': {} } }
  return {
    [String(route.status ?? 200)]: { description: route.status === 201 ? 'Created.' : route.status === 202 ? 'Accepted.' : 'OK.', content },
    ...(route.query || route.body || route.path.includes(':') ? { 400: error } : {}),
    ...(route.project ? { 403: { ...error, description: 'The origin is not allowed for the project, or the project is unknown.' } } : {}),
  }
}

/**
 * The Kit API's OpenAPI 3.1 document, made from the same zod schemas the routes parse their
 * input with and answer through (served at `GET /openapi.json`, rendered by the docs site).
 */
export function createOpenApiDocument(routes: readonly ApiRoute[], { version }: { version: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const route of routes) {
    const { path, names } = openApiPath(route.path)
    const operation: JsonSchema = { tags: [route.tag], summary: route.summary, parameters: parameters(route, names), responses: responses(route) }
    if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } }
    paths[path] = { ...paths[path], [route.method]: operation }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kit API',
      version,
      description: 'The self-hostable backend of Kit: wallet catalogue, balances, activity, prices, swaps, on-ramp, names and sign-in sessions.',
    },
    paths,
  }
}
