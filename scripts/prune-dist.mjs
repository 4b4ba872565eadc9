#!/usr/bin/env node
// Removes from a package's dist/types/ the declarations `tsc -b` emitted for sources that no longer
// exist: tsc never deletes an output, so a module renamed or removed on a developer's machine would
// stay in dist/types/ and in every tarball packed there. Run by each package's `typecheck` after
// tsc, from the package's folder (`tsc -b && node ../../scripts/prune-dist.mjs`). The JavaScript
// in dist/ is the bundler's, which clears it on each build (scripts/rolldown.base.mjs).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

const types = join(process.cwd(), 'dist/types')
const src = join(process.cwd(), 'src')
const emitted = /\.(d\.ts\.map|d\.ts)$/

if (existsSync(types)) {
  let removed = 0
  for (const path of readdirSync(types, { recursive: true, encoding: 'utf8' })) {
    if (!emitted.test(path) || !statSync(join(types, path)).isFile()) continue
    const source = path.replace(emitted, '')
    if (['.ts', '.tsx'].some((extension) => existsSync(join(src, `${source}${extension}`)))) continue
    rmSync(join(types, path))
    removed += 1
  }
  if (removed > 0) console.log(`prune-dist: removed ${removed} stale file(s) from ${types}`)
}
