// The one build recipe of every package and service (each one's rolldown.config.mjs calls it).
//
// Rolldown compiles each source module into one module of dist/ (src/exports/index.ts →
// dist/exports/index.js), in well under a second per package. Every bare import stays external:
// dependencies, peers and the other @kit packages are the app's to resolve and deduplicate.
//
// Why module for module and not one bundled file per export path: an app's bundler can only drop
// or split whole modules. Bundled, each package was one module, and everything a lazily loaded
// view shares with the first load (a component class, a schema, viem's public client) moved into
// the page's first load: the minimal page of e2e/packaging.spec.ts grew from 99 to 191–211 KiB
// brotli, against 99 KiB for these modules (docs/architecture.md, "How a lazy view loads").
// With Vite 8.4's Rolldown (1.3) the app's first load of these modules is one file without any
// import added for the bundler's sake.
//
// Declarations are not built here: `tsc -b` (each package's `typecheck`) writes them to
// dist/types/ once per package and type-checks it on the way. The demo and the services need only
// JavaScript, so `npm start` skips that step.
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Bare specifiers (`viem`, `@kit/core`, `node:fs`) are the app's; relative ones are compiled. The
 * compiler's own helpers (`@oxc-project/runtime`, e.g. the Lit elements' decorators) are not a
 * dependency of any package: they are compiled in.
 */
const isExternal = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !id.startsWith('@oxc-project/runtime/')

/** Removes what an earlier build wrote (a renamed module must not linger), except dist/types. */
function cleanJavaScript(dist) {
  return {
    name: 'kit:clean-javascript',
    buildStart() {
      if (!existsSync(dist)) return
      for (const name of readdirSync(dist)) if (name !== 'types') rmSync(join(dist, name), { recursive: true, force: true })
    },
  }
}

/**
 * A package (packages/*) or a service (apps/*): each module compiled to the same path under dist/,
 * so `import()` targets stay their own files and the paths a service takes from `import.meta.url`
 * (migrations, data files, the frame page) point where they do in src/.
 * @param {Record<string, string>} input export name → source file, e.g. `{ index: 'src/exports/index.ts' }`
 * @param {{ platform?: 'browser' | 'node' | 'neutral', cwd?: string }} [options]
 * @returns {import('rolldown').RolldownOptions}
 */
export function defineKitPackage(input, { platform = 'neutral', cwd = process.cwd() } = {}) {
  const dist = join(cwd, 'dist')
  return {
    // Each entry keeps its source path (src/exports/index.ts → dist/exports/index.js).
    input: Object.values(input),
    platform,
    // Decorators and class fields compile as tsc compiles them (the ui's Lit elements).
    tsconfig: join(cwd, 'tsconfig.json'),
    external: isExternal,
    // Each module comes out whole, as tsc would write it: what an app needs is the app bundler's
    // call. (Tree-shaking here read the package's own "sideEffects" against src/ paths and dropped
    // an element's registration.)
    treeshake: false,
    plugins: [cleanJavaScript(dist)],
    output: {
      dir: dist,
      format: 'esm',
      preserveModules: true,
      preserveModulesRoot: join(cwd, 'src'),
      entryFileNames: '[name].js',
      sourcemap: true,
    },
  }
}

/** A service: the same recipe on Node. */
export function defineKitService(input, options = {}) {
  return defineKitPackage(input, { ...options, platform: 'node' })
}
