#!/usr/bin/env node
// Checks the import rules over every package's and app's sources. Run by `npm test`
// (scripts/test.mjs) and on its own: `node scripts/check-imports.mjs`. Any violation fails.
//   1. .dependency-cruiser.cjs: no import cycle (type-only included) and DESIGN.md's layering.
//   2. Every module a package loads with `import('./…')` that imports any code calls the package's
//      `anchorToFirstLoad()` (packages/core/src/anchorToFirstLoad.ts says why).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const sources = ['packages', 'apps'].flatMap((folder) =>
  readdirSync(join(root, folder))
    .map((name) => `${folder}/${name}/src`)
    .filter((path) => existsSync(join(root, path))),
)
const cruise = spawnSync(join(root, 'node_modules/.bin/depcruise'), [...sources, '--output-type', 'err'], { cwd: root, stdio: 'inherit' })

/** The package's modules that its own code loads with `import()`, with the modules importing them. */
function lazyTargets(src) {
  const targets = new Map()
  const files = readdirSync(src, { recursive: true }).filter((file) => /(?<!\.test|\.d)\.ts$/.test(file) && !file.includes('test-utils'))
  for (const file of files) {
    const code = readFileSync(join(src, file), 'utf8')
    for (const [, specifier] of code.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)) {
      const target = join(dirname(join(src, file)), specifier.replace(/\.js$/, '.ts'))
      targets.set(target, [...(targets.get(target) ?? []), join(src, file)])
    }
  }
  return targets
}

const unanchored = []
for (const name of readdirSync(join(root, 'packages'))) {
  const src = join(root, 'packages', name, 'src')
  if (!existsSync(src)) continue
  for (const [target, importers] of lazyTargets(src)) {
    const code = readFileSync(target, 'utf8')
    const importsCode = /^import (?!type\b)/m.test(code) || /^export (?!type\b)[^;]*\bfrom '/m.test(code)
    if (importsCode && !/^anchorToFirstLoad\(\)$/m.test(code))
      unanchored.push(`${relative(root, target)} (loaded by ${importers.map((file) => relative(root, file)).join(', ')})`)
  }
}
if (unanchored.length)
  console.error(
    `These modules are loaded with import() but do not call anchorToFirstLoad() after their imports (packages/core/src/anchorToFirstLoad.ts):\n  ${unanchored.join('\n  ')}`,
  )
process.exit(cruise.status || unanchored.length ? 1 : 0)
