import ts from 'typescript'
import { firstSentence, symbolDoc } from './jsdoc.mjs'
import { anchorOf, code, generatedBanner, heading, inline, table } from './markdown.mjs'
import { moduleExports } from './program.mjs'

function kindOf(symbol) {
  if (symbol.flags & ts.SymbolFlags.Class) return 'class'
  if (symbol.flags & ts.SymbolFlags.Function) return 'function'
  if (symbol.flags & ts.SymbolFlags.Variable) return 'const'
  if (symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)) return 'type'
  return 'other'
}

/**
 * Every export of every published entry point: name, kind, description, and the reference page
 * that documents it in full (hooks, actions, errors), if any.
 */
export function readExports({ program, checker, packages }, { hooks, actions, errors }) {
  const pages = new Map()
  for (const hook of hooks) pages.set(`@kit/react:${hook.name}`, `/reference/hooks#${anchorOf(hook.name)}`)
  for (const group of actions) for (const fn of group.functions) pages.set(`@kit/core:${fn.name}`, `/reference/actions#${anchorOf(fn.name)}`)
  for (const error of errors) pages.set(`${error.pkg}:${error.name}`, `/reference/errors#${error.anchor}`)
  return packages.flatMap((pkg) =>
    pkg.entries.map((entry) => ({
      pkg: pkg.name,
      specifier: entry.specifier,
      exports: moduleExports(program, checker, entry.source)
        .map(({ name, symbol }) => ({ name, kind: kindOf(symbol), description: symbolDoc(checker, symbol), page: pages.get(`${pkg.name}:${name}`) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    })),
  )
}

/** Value exports (not types) with no description and no reference page of their own. */
export function undocumentedExports(entries) {
  return entries.flatMap((entry) => entry.exports.filter((e) => e.kind !== 'type' && !e.description && !e.page).map((e) => `${entry.specifier} ${e.name}`))
}

export function exportsPage(entries) {
  const lines = [
    generatedBanner('the export paths of every published package'),
    '',
    '# Package exports',
    '',
    'Every name each published package exports, by import path. Hooks, actions and errors link to their full entries; types are listed with their first line.',
    '',
  ]
  for (const entry of entries) {
    lines.push(heading(2, entry.specifier, anchorOf(entry.specifier)), '')
    lines.push(
      table(
        ['Export', 'Kind', 'Description'],
        entry.exports.map((e) => [e.page ? `[${code(e.name)}](${e.page})` : code(e.name), e.kind, inline(firstSentence(e.description), { cell: true })]),
      ),
      '',
    )
  }
  return lines.join('\n')
}
