// Import rules checked by `node scripts/check-imports.mjs` (part of `npm test`): no import cycle
// anywhere (type-only imports included) and the layering of docs/architecture.md. dependency-cruiser reads
// the real imports (TypeScript before compilation), so a rule cannot drift from the code.
/** A package's modules, whether the import resolved into its folder or (not a dependency) stayed a bare name. */
const kit = (...names) => `^(packages/(${names.join('|')})/|@kit/(${names.join('|')})($|/))`
const adapters = 'adapters-[^/]+'
/** Test files and test helpers, which may start local chains and servers the published code may not import. */
const tests = '\\.test(-utils)?\\.tsx?$|/test/'
const apps = '^(apps/|@kit/(api|relay|secure|devnet|demo|onramp)($|/))'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycles (type-only ones and import() ones too) tie modules into one unit: split the shared part out. A lazy chunk that imports its loader back makes the bundler put code the loader needs into a chunk that loads later.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-the-bottom',
      severity: 'error',
      comment: 'docs/architecture.md: @kit/core imports no UI, React, adapter or app code.',
      from: { path: '^packages/core/' },
      to: { path: [kit('ui', 'react', adapters, 'walletconnect'), apps] },
    },
    {
      name: 'ui-below-react-and-adapters',
      severity: 'error',
      comment: 'docs/architecture.md: @kit/ui never imports @kit/react, an adapter or an app.',
      from: { path: '^packages/ui/' },
      to: { path: [kit('react', adapters), apps] },
    },
    {
      name: 'adapters-independent',
      severity: 'error',
      comment: 'docs/architecture.md: an adapter never imports another adapter (its tests may start the same local chains).',
      from: { path: '^packages/(adapters-[^/]+)/', pathNot: tests },
      to: { path: kit(adapters), pathNot: '^(packages/$1/|@kit/$1($|/))' },
    },
    {
      name: 'packages-not-apps',
      severity: 'error',
      comment: 'Published packages never import an app (tests may start one).',
      from: { path: '^packages/', pathNot: tests },
      to: { path: apps },
    },
    {
      name: 'components-presentational',
      severity: 'error',
      comment: 'docs/architecture.md: kit-* components are presentational: no @kit/core (views and elements connect them).',
      from: { path: '^packages/ui/src/components/' },
      to: { path: kit('core') },
    },
  ],
  options: {
    // Workspace packages resolve to their built `dist/` (package exports): those files count as
    // the package they belong to but are not followed; node_modules stays out.
    includeOnly: '^((packages|apps)/|@kit/)',
    exclude: { path: '(^|/)node_modules/' },
    doNotFollow: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
}
