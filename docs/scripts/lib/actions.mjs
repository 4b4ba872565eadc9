import { relative } from 'node:path'
import ts from 'typescript'
import { firstSentence, symbolDoc } from './jsdoc.mjs'
import { anchorOf, generatedBanner, inline, table } from './markdown.mjs'
import { moduleExports } from './program.mjs'
import { functionSection } from './signatures.mjs'

const groups = [
  { folder: 'actions', title: 'Actions', intro: "Functions that change a kit: each takes the kit first, as `@wagmi/core`'s actions take `config`." },
  {
    folder: 'getters',
    title: 'Getters and watchers',
    intro: '`getX(kit)` reads a slice of state once; `watchX(kit, onChange)` calls back on each change and returns the function that stops it.',
  },
]

/** The core actions, getters and watchers: exported functions of @kit/core defined in src/actions/ or src/getters/. */
export function readActions({ program, checker, packages }) {
  const core = packages.find((pkg) => pkg.name === '@kit/core')
  const seen = new Set()
  const functions = core.entries
    .flatMap((entry) => moduleExports(program, checker, entry.source))
    .filter(({ name, symbol }) => symbol.flags & ts.SymbolFlags.Function && !seen.has(name) && seen.add(name))
  return groups.map((group) => ({
    ...group,
    functions: functions
      .filter(({ symbol }) => relative(core.folder, symbol.declarations[0].getSourceFile().fileName).startsWith(`src/${group.folder}/`))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }))
}

export function actionsPage({ checker }, groupsWithFunctions) {
  const lines = [
    generatedBanner('the exports of @kit/core and their types'),
    '',
    '# Core actions',
    '',
    'Everything a kit does, as functions of `@kit/core` for any framework or none. `createAppKit` of `@kit/react` returns the same kit, so these work in a React app too.',
    '',
  ]
  for (const group of groupsWithFunctions) {
    lines.push(`## ${group.title}`, '', group.intro, '')
    lines.push(
      table(
        ['Function', 'What it does'],
        group.functions.map(({ name, symbol }) => [`[\`${name}\`](#${anchorOf(name)})`, inline(firstSentence(symbolDoc(checker, symbol)), { cell: true })]),
      ),
      '',
    )
    for (const fn of group.functions) lines.push(functionSection(checker, { ...fn, level: 3 }), '')
  }
  return lines.join('\n')
}
