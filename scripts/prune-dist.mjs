#!/usr/bin/env node
// Removes from a package's dist/ what `tsc -b` emitted for sources that no longer exist: tsc
// never deletes an output, so a module renamed or removed on a developer's machine would stay in
// dist/ and in every tarball packed there. Run by each package's build after tsc, from the
// package's folder (`tsc -b && node ../../scripts/prune-dist.mjs`).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

const dist = join(process.cwd(), 'dist')
const src = join(process.cwd(), 'src')
const emitted = /\.(d\.ts\.map|d\.ts|js\.map|js)$/

if (existsSync(dist)) {
  let removed = 0
  for (const path of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!emitted.test(path) || !statSync(join(dist, path)).isFile()) continue
    const source = path.replace(emitted, '')
    if (['.ts', '.tsx'].some((extension) => existsSync(join(src, `${source}${extension}`)))) continue
    rmSync(join(dist, path))
    removed += 1
  }
  if (removed > 0) console.log(`prune-dist: removed ${removed} stale file(s) from ${dist}`)
}
