#!/usr/bin/env node
// Checks the import rules of .dependency-cruiser.cjs over every package's and app's sources: no
// import cycle (type-only included) and DESIGN.md's layering. Run by `npm test` (scripts/test.mjs)
// and on its own: `node scripts/check-imports.mjs`. Any violation fails.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const sources = ['packages', 'apps'].flatMap((folder) =>
  readdirSync(join(root, folder))
    .map((name) => `${folder}/${name}/src`)
    .filter((path) => existsSync(join(root, path))),
)
const result = spawnSync(join(root, 'node_modules/.bin/depcruise'), [...sources, '--output-type', 'err'], { cwd: root, stdio: 'inherit' })
process.exit(result.status ?? 1)
