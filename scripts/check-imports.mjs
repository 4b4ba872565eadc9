#!/usr/bin/env node
// Checks the import rules over every package's and app's sources. Run by `npm test`
// (scripts/test.mjs) and on its own: `node scripts/check-imports.mjs`. Any violation fails.
// The rules live in .dependency-cruiser.cjs: no import cycle, counting type-only imports and
// `import()` too, and the layering of docs/architecture.md.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(fileURLToPath(import.meta.url), '../..')
const sources = ['packages', 'apps', 'examples'].flatMap((folder) =>
  existsSync(join(root, folder))
    ? readdirSync(join(root, folder))
        .map((name) => `${folder}/${name}/src`)
        .filter((path) => existsSync(join(root, path)))
    : [],
)
const cruise = spawnSync(join(root, 'node_modules/.bin/depcruise'), [...sources, '--output-type', 'err'], { cwd: root, stdio: 'inherit' })
process.exit(cruise.status ?? 1)
