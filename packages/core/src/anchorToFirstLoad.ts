import { createKit } from './createKit.js'

/**
 * Called first (after its imports) by every module of @kit/core that Kit loads with `import()`.
 * Every package with such modules has a function of this name, naming the functions a page
 * calls first from it: here `createKit`.
 *
 * Why: a module that Kit loads later (a "lazy chunk": a view, the sign-in flow, the auth client)
 * also imports modules the page loads first, such as the errors and the state. Rolldown, the
 * bundler of Vite 8, moves those shared modules into the page's entry file only where every one of
 * them is imported by the same lazy chunks. For the rest, its one-pass "already loaded" step leaves
 * small files of their own, each a request before the page can run: a page with one connect button
 * loaded Kit in 18 files. With every lazy chunk reaching the whole first load through this call, it
 * loads in one (bench/compare.mjs, the first-load files column; e2e/packaging.spec.ts checks it).
 *
 * The check is always true. It is a use of `createKit` that a bundler cannot drop.
 * `node scripts/check-imports.mjs` fails when a module loaded with `import()` does not call it.
 */
export function anchorToFirstLoad(): void {
  if (typeof createKit !== 'function') throw new Error('@kit/core: createKit is not loaded')
}
