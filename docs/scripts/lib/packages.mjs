import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './paths.mjs'

/**
 * The published packages of the workspace (every packages/* without "private"), each with its
 * export paths mapped to their source modules (a package compiles src/X.ts to dist/X.js).
 */
export function publishedPackages() {
  const packagesDir = join(repoRoot, 'packages')
  return readdirSync(packagesDir)
    .map((folder) => ({ folder, manifest: JSON.parse(readFileSync(join(packagesDir, folder, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private)
    .map(({ folder, manifest }) => ({
      name: manifest.name,
      folder: join(packagesDir, folder),
      description: manifest.description ?? '',
      entries: Object.entries(manifest.exports ?? {})
        .filter(([subpath, target]) => subpath !== './package.json' && typeof target === 'object')
        .map(([subpath, target]) => ({
          specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
          source: join(packagesDir, folder, target.default.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts')),
        })),
    }))
}
