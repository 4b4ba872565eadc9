// Bundles the frame page script (src/client/main.ts, with @kit/frame-protocol and zod) into
// dist/public/frame.js. Runs after `tsc -b` in `pnpm build`.
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outfile = join(root, 'dist/public/frame.js')
mkdirSync(dirname(outfile), { recursive: true })
const result = await build({
  entryPoints: [join(root, 'src/client/main.ts')],
  outfile,
  bundle: true,
  format: 'esm',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  metafile: true,
})
const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0
console.log(`frame.js: ${(bytes / 1024).toFixed(1)} KiB`)
