import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { anchorOf, code, generatedBanner, heading, inline, table } from './markdown.mjs'
import { repoRoot } from './paths.mjs'

const distFolder = join(repoRoot, 'apps/api/dist/openapi')

/** The Kit API's OpenAPI document, made by the API's own code (its build, `pnpm build`) as `GET /openapi.json` serves it. */
export async function readOpenApi() {
  if (!existsSync(join(distFolder, 'createOpenApiDocument.js')))
    throw new Error('apps/api is not built: run pnpm build first (the Kit API reference is made by its code)')
  const { apiRoutes } = await import(pathToFileURL(join(distFolder, 'apiRoutes.js')).href)
  const { createOpenApiDocument } = await import(pathToFileURL(join(distFolder, 'createOpenApiDocument.js')).href)
  return createOpenApiDocument(apiRoutes, { version: 'current' })
}

/** A JSON Schema in one line: `string`, `integer`, `"a" | "b"`, `array of …`, `object`. */
function schemaType(schema = {}) {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf).map(schemaType).join(' | ')
  if (schema.type === 'array') return `array of ${schemaType(schema.items)}`
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  return schema.type ?? 'any'
}

/** The rows of an object schema's properties, nested ones as `a.b` (array items as `a[].b`), two levels deep. */
function propertyRows(schema = {}, prefix = '', depth = 0) {
  const properties = schema.properties ?? schema.items?.properties
  if (!properties || depth > 2) return []
  const required = new Set(schema.required ?? schema.items?.required ?? [])
  const arrayPrefix = schema.items && !schema.properties ? '[].' : ''
  return Object.entries(properties).flatMap(([name, property]) => {
    const path = `${prefix}${arrayPrefix}${name}`
    const row = [code(path), code(schemaType(property)), required.has(name) ? 'yes' : '', inline(property.description ?? '', { cell: true })]
    const nested = property.items && !property.properties ? path : `${path}.`
    return [row, ...propertyRows(property, nested, depth + 1)]
  })
}

function operationSection(path, method, operation) {
  const lines = [heading(3, `${method.toUpperCase()} ${path}`, anchorOf(`${method}-${path}`)), '', inline(operation.summary), '']
  const parameters = operation.parameters ?? []
  if (parameters.length > 0)
    lines.push(
      table(
        ['Parameter', 'In', 'Type', 'Required'],
        parameters.map((p) => [code(p.name), p.in, code(schemaType(p.schema)), p.required ? 'yes' : '']),
      ),
      '',
    )
  const body = operation.requestBody?.content?.['application/json']?.schema
  if (body) lines.push('**Request body** (JSON)', '', table(['Field', 'Type', 'Required', 'Description'], propertyRows(body)), '')
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const [type, content] = Object.entries(response.content ?? {})[0] ?? []
    const rows = propertyRows(content?.schema)
    lines.push(`**${status}** ${type ? `(${type})` : ''} ${inline(response.description ?? '')}`, '')
    if (rows.length > 0 && status.startsWith('2')) lines.push(table(['Field', 'Type', 'Required', 'Description'], rows), '')
  }
  return lines.join('\n')
}

export function openApiPage(document) {
  const lines = [
    generatedBanner("the Kit API's OpenAPI 3.1 document (apps/api/src/openapi, served at GET /openapi.json)"),
    '',
    '# Kit API reference',
    '',
    `${inline(document.info.description)} Every route below is in the document your API serves at \`GET /openapi.json\` (OpenAPI 3.1), made from the zod schemas the routes validate their input with and answer through; load it into any OpenAPI tool. Routes marked with a project need \`projectId\` (query, body or \`x-project-id\`) and an \`Origin\` the project allows. See [Self-hosting](/self-hosting/) to run it and its [configuration](/self-hosting/config#api).`,
    '',
  ]
  const byTag = new Map()
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags?.[0] ?? 'Other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), [path, method, operation]])
    }
  for (const [tag, operations] of byTag) {
    lines.push(`## ${tag}`, '')
    for (const [path, method, operation] of operations) lines.push(operationSection(path, method, operation))
  }
  return lines.join('\n')
}
