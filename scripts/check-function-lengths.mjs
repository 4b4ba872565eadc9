#!/usr/bin/env node
// The longest functions of each published package (packages/*/src, tests and test helpers left
// out), measured in lines from the TypeScript syntax tree (a factory counts with its inner
// functions). No function may be over 80 lines. scripts/function-lengths.json lists exceptions with
// their length (empty since every long factory was split): the check fails on a function over 80
// lines not listed there, or on a listed one that grew; one that shrank is reported so its entry can
// be lowered or removed (`--write` rewrites the list).
// Prints the longest function per package. `pnpm check:functions` runs it alone.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const listPath = join(root, 'scripts/function-lengths.json')
const limit = 80

/** Source files of a package: .ts/.tsx under src, without tests, type tests and test helpers. */
function* sourceFiles(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== 'testing') yield* sourceFiles(path)
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|test-d|test-utils)\.tsx?$|\.d\.ts$/.test(entry.name)) yield path
  }
}

/** A readable name for a function node: its own, its variable's, its property's or its class member's. */
function nameOf(node) {
  if (node.name) return node.name.getText()
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText()
  if (ts.isConstructorDeclaration(node)) return 'constructor'
  return '(anonymous)'
}

/** Every function of one file with its length in lines, outermost first. */
function functionsOf(path) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  const found = []
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line
      found.push({ name: nameOf(node), lines: end - start + 1 })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const measured = {}
const longest = []
for (const pkg of readdirSync(join(root, 'packages'))) {
  let top = { name: '-', lines: 0 }
  for (const file of sourceFiles(join(root, 'packages', pkg, 'src')))
    for (const fn of functionsOf(file)) {
      const key = `${relative(root, file)}:${fn.name}`
      if (fn.lines > limit) measured[key] = Math.max(measured[key] ?? 0, fn.lines)
      if (fn.lines > top.lines) top = { name: key, lines: fn.lines }
    }
  longest.push(`  ${pkg.padEnd(16)} ${String(top.lines).padStart(4)} lines  ${top.name}`)
}

console.log(`Longest function per published package (limit ${limit} lines):\n${longest.join('\n')}`)
if (process.argv.includes('--write')) {
  writeFileSync(listPath, `${JSON.stringify(Object.fromEntries(Object.entries(measured).sort()), null, 2)}\n`)
  console.log(`Wrote ${Object.keys(measured).length} functions over ${limit} lines to ${relative(root, listPath)}`)
  process.exit(0)
}

const allowed = JSON.parse(readFileSync(listPath, 'utf8'))
const problems = []
for (const [key, lines] of Object.entries(measured)) {
  if (allowed[key] === undefined) problems.push(`new: ${key} has ${lines} lines (limit ${limit}); split it into named steps`)
  else if (lines > allowed[key]) problems.push(`grew: ${key} has ${lines} lines (listed at ${allowed[key]}); split it instead`)
}
const shrunk = Object.entries(allowed).filter(([key, lines]) => (measured[key] ?? 0) < lines)
for (const [key, lines] of shrunk) console.log(`shrank: ${key} ${lines} -> ${measured[key] ?? `≤ ${limit}`} (lower or remove its entry: --write)`)
console.log(`${Object.keys(measured).length} functions over ${limit} lines, ${Object.keys(allowed).length} listed in ${relative(root, listPath)}`)
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
