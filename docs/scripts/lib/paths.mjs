import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The docs folder (the VitePress root) and the repository root. */
export const docsRoot = join(dirname(fileURLToPath(import.meta.url)), '../..')
export const repoRoot = join(docsRoot, '..')
