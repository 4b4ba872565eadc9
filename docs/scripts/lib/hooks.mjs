import ts from 'typescript'
import { firstSentence, symbolDoc } from './jsdoc.mjs'
import { anchorOf, generatedBanner, inline, table } from './markdown.mjs'
import { moduleExports } from './program.mjs'
import { functionSection } from './signatures.mjs'

/** The hooks of @kit/react: every exported function named `use…`. */
export function readHooks({ program, checker, packages }) {
  const react = packages.find((pkg) => pkg.name === '@kit/react')
  return react.entries
    .flatMap((entry) => moduleExports(program, checker, entry.source))
    .filter(({ name, symbol }) => /^use[A-Z]/.test(name) && symbol.flags & ts.SymbolFlags.Function)
    .sort((a, b) => a.name.localeCompare(b.name))
}

export function hooksPage({ checker }, hooks) {
  return [
    generatedBanner('the exports of @kit/react and their types'),
    '',
    '# Hooks',
    '',
    'Every hook of `@kit/react`. Each reads one kit: the `{ kit }` parameter, the nearest `<AppKitProvider>`, or the one kit `createAppKit` made in the page (see [AppKitProvider](/react/AppKitProvider)). Hooks re-render only when the slice of state they read changes, and render the starting state on a server.',
    '',
    table(
      ['Hook', 'What it gives'],
      hooks.map(({ name, symbol }) => [`[\`${name}\`](#${anchorOf(name)})`, inline(firstSentence(symbolDoc(checker, symbol)), { cell: true })]),
    ),
    '',
    ...hooks.map(({ name, symbol }) => functionSection(checker, { name, symbol, level: 2 })),
  ].join('\n')
}
