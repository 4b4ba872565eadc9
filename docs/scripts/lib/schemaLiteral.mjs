import ts from 'typescript'
import { nodeDoc } from './jsdoc.mjs'

/** The initializer of `const name = …` in a source file. */
export function variableInitializer(source, name) {
  let found
  source.forEachChild(function visit(node) {
    if (found) return
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) found = node.initializer
    else node.forEachChild(visit)
  })
  if (!found) throw new Error(`${source.fileName}: no \`const ${name}\``)
  return found
}

/** The first object literal inside an expression (`v.partial(v.strictObject({…}))` → `{…}`). */
export function firstObjectLiteral(node) {
  if (ts.isObjectLiteralExpression(node)) return node
  let found
  node.forEachChild((child) => {
    found ??= firstObjectLiteral(child)
  })
  return found
}

/** The callee's method name of a call (`v.optional(…)` → `optional`, `z.string().min(1)` → `min`). */
function calleeName(call) {
  const callee = call.expression
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText()
}

/**
 * The default a valibot schema gives (`v.optional(schema, default)`, also inside `v.pipe`): its
 * source text, with `() => x` written as `x`; undefined when none.
 */
export function valibotDefault(node) {
  if (!ts.isCallExpression(node)) return undefined
  const name = calleeName(node)
  if (name === 'optional' && node.arguments[1]) {
    const fallback = node.arguments[1]
    const text = ts.isArrowFunction(fallback) ? fallback.body.getText() : fallback.getText()
    return text.replace(/^\((.*)\)$/s, '$1')
  }
  if (name === 'pipe' && node.arguments[0]) return valibotDefault(node.arguments[0])
  return undefined
}

/** Every property of an object literal: its key, JSDoc and initializer. */
export function literalProperties(literal) {
  return literal.properties.filter(ts.isPropertyAssignment).map((property) => ({
    key: ts.isStringLiteral(property.name) ? property.name.text : property.name.getText(),
    doc: nodeDoc(property),
    initializer: property.initializer,
  }))
}
