import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import undocumentedAllowed from '../content/undocumentedExports.json'
import { readReference, referencePages } from '../scripts/generate.mjs'
import { undocumentedExports } from '../scripts/lib/exportsIndex.mjs'
import { symbolDoc } from '../scripts/lib/jsdoc.mjs'
import { anchorOf } from '../scripts/lib/markdown.mjs'
import { docsRoot, repoRoot } from '../scripts/lib/paths.mjs'

// Every public name has a documentation entry: options, hooks, elements, events, errors and the
// packages' exports. A new one without an entry fails here, with its name.

let generated: { reference: Awaited<ReturnType<typeof readReference>>; pages: ReturnType<typeof referencePages> }

// In memory: the links test writes the pages to disk, and two writers at once could be read half-written.
beforeAll(async () => {
  const reference = await readReference()
  generated = { reference, pages: referencePages(reference) }
})

/** The string literals of a union type alias (`type X = 'A' | 'B'`) in a source file. */
function unionMembers(file: string, name: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true)
  const alias = source.statements.find(
    (statement): statement is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(statement) && statement.name.text === name,
  )
  if (!alias || !ts.isUnionTypeNode(alias.type)) throw new Error(`${file}: no union type ${name}`)
  return alias.type.types.flatMap((member) => (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal) ? [member.literal.text] : []))
}

const page = (path: string) => generated.pages[path as keyof typeof generated.pages] ?? readFileSync(join(docsRoot, path), 'utf8')

describe('every public name has a documentation entry', () => {
  it('options: each key of the options schema, features and theme variables has a description and an entry', () => {
    const { options, features, themeVariables } = generated.reference.options
    expect(options.length).toBeGreaterThan(30)
    for (const entry of [...options, ...features, ...themeVariables]) expect(entry.description, entry.name).not.toBe('')
    for (const entry of [...options, ...features]) expect(page('reference/options.md'), entry.name).toContain(`{#${anchorOf(entry.name)}}`)
  })

  it('hooks: each use* export of @kit/react has JSDoc and a section', () => {
    const { hooks, source } = generated.reference
    expect(hooks.length).toBeGreaterThan(20)
    for (const hook of hooks) {
      expect(symbolDoc(source.checker, hook.symbol), hook.name).not.toBe('')
      expect(page('reference/hooks.md'), hook.name).toContain(`## ${hook.name} {#${anchorOf(hook.name)}}`)
    }
  })

  it('core actions: each action, getter and watcher has a section', () => {
    const functions = generated.reference.actions.flatMap((group) => group.functions)
    expect(functions.length).toBeGreaterThan(100)
    for (const fn of functions) expect(page('reference/actions.md'), fn.name).toContain(`### ${fn.name} {#${anchorOf(fn.name)}}`)
  })

  it("elements: each element of @kit/ui's manifest has a description and an entry", () => {
    const { elements } = generated.reference
    expect(elements.filter((element) => element.group === 'elements').map((element) => element.tagName)).toEqual(
      expect.arrayContaining(['appkit-button', 'appkit-modal', 'appkit-connect-button', 'appkit-account-button', 'appkit-network-button']),
    )
    for (const element of elements) {
      expect(element.summary || element.description, element.tagName).toBeTruthy()
      expect(page('reference/elements.md'), element.tagName).toMatch(new RegExp(`(\\{#|id=")${anchorOf(element.tagName)}\\b`))
    }
  })

  it('events: each event name a kit sends is in the events reference', () => {
    const names = unionMembers(join(repoRoot, 'packages/core/src/state/events.ts'), 'KitEventName')
    expect(names.length).toBeGreaterThan(10)
    const events = page('reference/events.md')
    for (const name of names) expect(events, name).toContain(`\`${name}\``)
  })

  it('errors: each exported error class has a cause, a fix and an entry', () => {
    const { errors } = generated.reference
    expect(errors.length).toBeGreaterThan(80)
    for (const error of errors) {
      expect(error.doc || error.message, `${error.pkg} ${error.name}`).toBeTruthy()
      // A fix from the class's metaMessages, or docs/content/errorFixes.mjs.
      expect(error.fix, `${error.pkg} ${error.name}: no fix`).toBeTruthy()
      expect(page('reference/errors.md'), error.name).toContain(`{#${error.anchor}}`)
    }
  })

  it('exports: each export of each published entry point is listed, and none but the known ones lacks a description', () => {
    const entries = generated.reference.exports
    const index = page('reference/exports.md')
    for (const entry of entries) for (const e of entry.exports) expect(index, `${entry.specifier} ${e.name}`).toContain(`\`${e.name}\``)
    const missing = undocumentedExports(entries)
    // New exports need JSDoc; the list only shrinks (remove a name once it has JSDoc).
    expect(
      missing.filter((name: string) => !undocumentedAllowed.includes(name)),
      'exports without JSDoc: write one (its first sentence is the entry)',
    ).toEqual([])
    expect(
      undocumentedAllowed.filter((name: string) => !missing.includes(name)),
      'documented or gone now: remove them from docs/content/undocumentedExports.json',
    ).toEqual([])
  })
})
