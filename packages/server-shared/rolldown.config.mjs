import { defineKitService } from '../../scripts/rolldown.base.mjs'

// Compiled one to one like the services it serves: dist/exports/db.js and so on, one file per module.
export default defineKitService({
  index: 'src/exports/index.ts',
  db: 'src/exports/db.ts',
  http: 'src/exports/http.ts',
  secrets: 'src/exports/secrets.ts',
})
