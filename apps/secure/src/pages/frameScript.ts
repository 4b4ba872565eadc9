import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Package root (this file is `src/pages/frameScript.ts` or `dist/pages/frameScript.js`). */
const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const FRAME_SCRIPT_FILE = `${PACKAGE_ROOT}dist/public/frame.js`
const FRAME_ENTRY = `${PACKAGE_ROOT}src/client/main.ts`

export interface FrameScript {
  readonly code: string
  /** Short content hash, used as a cache-busting query. */
  readonly hash: string
}

/** Running from `src/` (tests, tsx): bundle the current sources rather than a possibly stale build. */
const FROM_SOURCES = import.meta.url.endsWith('/src/pages/frameScript.ts')

/**
 * The frame page's bundled script: `dist/public/frame.js` from `pnpm build`; when running from the
 * sources (tests) or when the build is missing, it is bundled in memory with esbuild (a dev dependency).
 */
export async function loadFrameScript(): Promise<FrameScript> {
  let code: string
  if (!FROM_SOURCES && existsSync(FRAME_SCRIPT_FILE)) {
    code = readFileSync(FRAME_SCRIPT_FILE, 'utf8')
  } else {
    const esbuild = await import('esbuild')
    const result = await esbuild.build({
      entryPoints: [FRAME_ENTRY],
      bundle: true,
      format: 'esm',
      target: 'es2020',
      write: false,
      minify: true,
      legalComments: 'none',
    })
    code = result.outputFiles[0]?.text ?? ''
  }
  return { code, hash: createHash('sha256').update(code).digest('hex').slice(0, 12) }
}
