#!/usr/bin/env node
// Each published package's `src/errors/version.ts` holds its package.json version (the `Version:`
// line of its errors, as viem's and wagmi's). `changeset version` bumps package.json; this writes
// the files after it (`pnpm version-packages`), and `--check` (run by `npm test`) fails on a stale one.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const check = process.argv.includes('--check')
const stale = []
for (const name of readdirSync(join(root, 'packages'))) {
  const file = join(root, 'packages', name, 'src/errors/version.ts')
  if (!existsSync(file)) continue
  const { version } = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'))
  const text = `export const version = '${version}'\n`
  if (readFileSync(file, 'utf8') === text) continue
  stale.push(`packages/${name}/src/errors/version.ts`)
  if (!check) writeFileSync(file, text)
}
if (check && stale.length) {
  console.error(`Stale package versions (run node scripts/sync-versions.mjs): ${stale.join(', ')}`)
  process.exit(1)
}
console.log(check ? 'package versions: every src/errors/version.ts matches its package.json' : `package versions: ${stale.length} file(s) written`)
