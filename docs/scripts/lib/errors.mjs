import { relative } from 'node:path'
import ts from 'typescript'
import { errorFixes } from '../../content/errorFixes.mjs'
import { symbolDoc } from './jsdoc.mjs'
import { anchorOf, generatedBanner, heading, inline } from './markdown.mjs'
import { moduleExports } from './program.mjs'

/** Whether a class type extends `Error` (through any number of bases). */
function extendsError(checker, type) {
  for (const base of checker.getBaseTypes(type) ?? []) {
    if (base.getSymbol()?.getName() === 'Error') return true
    if (base.isClassOrInterface() && extendsError(checker, base)) return true
  }
  return false
}

/** The `super(message, { metaMessages, docsPath })` call of a class's constructor, if any. */
function superCall(declaration) {
  const constructor = declaration.members?.find(ts.isConstructorDeclaration)
  let call
  constructor?.body?.forEachChild(function visit(node) {
    if (call) return
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword) call = node
    else node.forEachChild(visit)
  })
  return call
}

/** A string or template literal's text (`${x}` kept as written), or undefined. */
function literalText(node) {
  if (!node) return undefined
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) return node.getText().slice(1, -1)
  return undefined
}

/** The message, meta messages and docsPath a class passes to `super`. */
function superArguments(declaration) {
  const call = superCall(declaration)
  const [message, parameters] = call?.arguments ?? []
  const property = (key) =>
    parameters && ts.isObjectLiteralExpression(parameters)
      ? parameters.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === key)?.initializer
      : undefined
  const meta = property('metaMessages')
  return {
    message: literalText(message),
    metaMessages: meta && ts.isArrayLiteralExpression(meta) ? meta.elements.map(literalText).filter(Boolean) : [],
    docsPath: literalText(property('docsPath')),
  }
}

/** Every error class the published packages export, with where it comes from, its cause and its fix. */
export function readErrors({ program, checker, packages }) {
  const errors = []
  const seen = new Set()
  for (const pkg of packages) {
    for (const entry of pkg.entries) {
      for (const { name, symbol } of moduleExports(program, checker, entry.source)) {
        const declaration = symbol.valueDeclaration
        if (!(symbol.flags & ts.SymbolFlags.Class) || !declaration || !ts.isClassDeclaration(declaration)) continue
        if (seen.has(`${pkg.name}:${name}`) || !extendsError(checker, checker.getDeclaredTypeOfSymbol(symbol))) continue
        seen.add(`${pkg.name}:${name}`)
        const source = relative(pkg.folder, declaration.getSourceFile().fileName)
        errors.push({ name, pkg: pkg.name, specifier: entry.specifier, source, doc: symbolDoc(checker, symbol), ...superArguments(declaration) })
      }
    }
  }
  const counts = new Map()
  for (const error of errors) counts.set(error.name, (counts.get(error.name) ?? 0) + 1)
  return errors.map((error) => ({
    ...error,
    anchor: counts.get(error.name) > 1 ? anchorOf(`${error.pkg.replace('@kit/', '')}-${error.name}`) : anchorOf(error.name),
    fix: error.metaMessages.join(' ') || errorFixes[error.name] || '',
  }))
}

function errorSection(error) {
  const lines = [heading(3, error.name, error.anchor), '', `\`import { ${error.name} } from '${error.specifier}'\``, '']
  if (error.message) lines.push(`**Message** \`${error.message.replace(/`/g, "'")}\``, '')
  if (error.doc) lines.push(`**Cause** ${inline(error.doc)}`, '')
  if (error.fix) lines.push(`**Fix** ${inline(error.fix)}`, '')
  if (error.docsPath) lines.push(`**More** [${error.docsPath}](${error.docsPath})`, '')
  return lines.join('\n')
}

export function errorsPage(errors) {
  const lines = [
    generatedBanner('the error classes the packages export'),
    '',
    '# Errors',
    '',
    "Every error class the Kit packages export. Each extends its package's `BaseError`, whose message reads: the short message, then any hints, `Details:` (the cause's message), `Docs:` (a page of this site) and `Version:` (the package that threw). Catch them by class (`error instanceof ConnectionRejectedError`) or by `name`; `error.walk()` follows the `cause` chain.",
    '',
  ]
  for (const pkg of [...new Set(errors.map((error) => error.pkg))]) {
    lines.push(`## ${pkg}`, '')
    for (const error of errors.filter((e) => e.pkg === pkg)) lines.push(errorSection(error))
  }
  return lines.join('\n')
}
