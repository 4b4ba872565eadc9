import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { nodeDoc } from './jsdoc.mjs'
import { code, generatedBanner, heading, inline, table } from './markdown.mjs'
import { repoRoot } from './paths.mjs'

/** The three services configured by a zod schema: where the schema is, and where its environment variables are read. */
export const services = [
  {
    id: 'api',
    title: 'Kit API (apps/api)',
    schemaFile: 'apps/api/src/config/apiConfigSchema.ts',
    root: 'apiConfigSchema',
    envFile: 'apps/api/src/config/loadApiConfig.ts',
  },
  {
    id: 'secure',
    title: 'Secure frame (apps/secure)',
    schemaFile: 'apps/secure/src/config/secureConfigSchema.ts',
    root: 'secureConfigSchema',
    envFile: 'apps/secure/src/config/loadSecureConfig.ts',
  },
  {
    id: 'onramp',
    title: 'On-ramp sandbox (apps/onramp)',
    schemaFile: 'apps/onramp/src/config/onRampConfig.ts',
    root: 'onRampConfigSchema',
    envFile: 'apps/onramp/src/config/onRampConfig.ts',
  },
]

/** The top-level `const` initializers of a file, by name. */
function constants(source) {
  const found = new Map()
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer) found.set(declaration.name.text, declaration.initializer)
  return found
}

/** The `z.object({…})` literals directly inside a schema expression, following identifiers of the same file. */
function nestedObjects(node, consts, seen = new Set()) {
  const literals = []
  const visit = (child) => {
    if (
      ts.isObjectLiteralExpression(child) &&
      ts.isCallExpression(child.parent) &&
      /\b(object|strictObject|looseObject)$/.test(child.parent.expression.getText())
    )
      literals.push(child)
    else if (ts.isIdentifier(child) && consts.has(child.text) && !seen.has(child.text) && /Schema$/.test(child.text)) {
      seen.add(child.text)
      literals.push(...nestedObjects(consts.get(child.text), consts, seen))
    } else if (!ts.isArrowFunction(child) && !(ts.isCallExpression(child) && /\.(default|refine|parse|superRefine)$/.test(child.expression.getText())))
      child.forEachChild(visit)
    else if (ts.isCallExpression(child) && /\.(default|refine|superRefine)$/.test(child.expression.getText())) visit(child.expression)
  }
  visit(node)
  return literals
}

/** The outermost `.default(x)` of a schema chain, as written. */
function chainDefault(node) {
  let current = node
  while (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression)) {
    if (current.expression.name.text === 'default') return current.arguments[0]?.getText()
    current = current.expression.expression
  }
  return undefined
}

/** Every key of a schema, nested keys as `a.b` (array items as `a[].b`): its schema text, default and JSDoc. */
function schemaKeys(literal, consts, prefix = '') {
  const rows = []
  for (const property of literal.properties.filter(ts.isPropertyAssignment)) {
    const path = `${prefix}${property.name.getText()}`
    const initializer = property.initializer
    const nested = nestedObjects(initializer, consts)
    const isArray = /^z\.array\(/.test(initializer.getText())
    const fallback = chainDefault(initializer)
    rows.push({
      path,
      schema:
        nested.length > 0
          ? isArray
            ? 'array of objects'
            : 'object'
          : initializer
              .getText()
              .replace(/\s+/g, ' ')
              .replace(/\.default\([^)]*\)$/, ''),
      default: fallback && !/parse\(|^\{/.test(fallback) ? fallback : nested.length > 0 && fallback ? "(its keys' defaults)" : fallback,
      doc: nodeDoc(property),
    })
    for (const child of nested) rows.push(...schemaKeys(child, consts, `${path}${isArray ? '[]' : ''}.`))
  }
  return rows
}

/** The environment variables a loader reads, with the key each sets where the code says so plainly. */
function environmentVariables(file) {
  const text = readFileSync(join(repoRoot, file), 'utf8')
  return [...new Set(text.match(/\b(?:KIT_[A-Z0-9_]+|DATABASE_URL|REDIS_URL)\b/g) ?? [])].sort()
}

/** Each service's config keys (from its zod schema) and environment variables (from its loader). */
export function readServerConfigs() {
  return services.map((service) => {
    const path = join(repoRoot, service.schemaFile)
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true)
    const consts = constants(source)
    const [literal] = nestedObjects(consts.get(service.root), consts)
    return { ...service, keys: schemaKeys(literal, consts), env: environmentVariables(service.envFile) }
  })
}

/** The relay's command-line usage, as its CLI prints it. */
export function readRelayUsage() {
  const text = readFileSync(join(repoRoot, 'apps/relay/src/parseCliArgs.ts'), 'utf8')
  const match = text.match(/`(Usage:[^`]+)`/)
  if (!match) throw new Error('apps/relay/src/parseCliArgs.ts: no usage text')
  return match[1]
}

export function serverConfigPage(configs, relayUsage) {
  const lines = [
    generatedBanner("the services' zod config schemas (apps/*/src/config) and the relay's CLI"),
    '',
    '# Service configuration',
    '',
    'Every key each service accepts, read from the schema that validates it at start: a bad value stops the service with a message naming the key. See [Self-hosting](/self-hosting/) for how the services fit together and the [production checklist](/self-hosting/#production-checklist).',
    '',
  ]
  for (const config of configs) {
    lines.push(heading(2, config.title, config.id), '', `Schema: \`${config.schemaFile}\` (\`${config.root}\`).`, '')
    lines.push(
      table(
        ['Key', 'Schema', 'Default', 'Description'],
        config.keys.map((key) => [
          code(key.path),
          code(key.schema.length > 90 ? `${key.schema.slice(0, 87)}…` : key.schema),
          key.default ? code(key.default) : '',
          inline(key.doc, { cell: true }),
        ]),
      ),
      '',
    )
    lines.push(`**Environment variables read** (\`${config.envFile}\`): ${config.env.map((name) => `\`${name}\``).join(', ')}.`, '')
  }
  lines.push(
    heading(2, 'Relay (apps/relay)', 'relay'),
    '',
    'The relay takes command-line flags, each with an environment variable:',
    '',
    '```text',
    relayUsage,
    '```',
    '',
  )
  return lines.join('\n')
}
