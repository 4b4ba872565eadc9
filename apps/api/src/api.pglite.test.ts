import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineApiSuite } from './testing/defineApiSuite.js'

// The shared integration suite on embedded PGlite, in a temp data directory (so the restart test reopens it from disk).
defineApiSuite('Kit API on PGlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-api-pglite-'))
  return {
    storage: { dataDir: join(dir, 'pglite') },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  }
})
