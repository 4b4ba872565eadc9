import { loadApiConfig } from '../config/loadApiConfig.js'
import { createDatabase } from '../db/createDatabase.js'
import { migrate } from '../db/migrate.js'
import { CatalogueError } from './catalogueErrors.js'
import { importCatalogue, resetCatalogue } from './importCatalogue.js'

export const CATALOGUE_USAGE = [
  'Usage: kit-api catalogue import <file or http(s) URL>   store a WalletConnect Explorer wallet listing as the served catalogue',
  '       kit-api catalogue reset                          serve the shipped catalogue again',
  'Uses the storage of the API config (KIT_API_CONFIG, DATABASE_URL, KIT_API_DATA_DIR). With PGlite, stop the API first.',
].join('\n')

export interface CatalogueCommandIo {
  readonly out: (line: string) => void
  readonly err: (line: string) => void
  readonly env?: NodeJS.ProcessEnv
  readonly fetchFn?: typeof fetch
}

/**
 * `kit-api catalogue import <source>` / `kit-api catalogue reset`: opens the configured
 * database, applies the migrations, imports (or resets) and prints what it did: the count, then
 * each skipped entry with its reason. Resolves the exit code: 0 done (entries may have been
 * skipped), 1 nothing stored (the error says why), 2 bad usage.
 */
export async function runCatalogueCommand(args: readonly string[], io: CatalogueCommandIo): Promise<number> {
  const [action, source, ...rest] = args
  if (!((action === 'import' && source && rest.length === 0) || (action === 'reset' && source === undefined))) {
    io.err(CATALOGUE_USAGE)
    return 2
  }
  const config = loadApiConfig(io.env ? { env: io.env } : {})
  const db = await createDatabase(config.storage)
  try {
    await migrate(db)
    if (action === 'reset') {
      await resetCatalogue(db)
      io.out('The shipped wallet catalogue is served again.')
      return 0
    }
    const result = await importCatalogue(db, source as string, io.fetchFn)
    io.out(`Imported ${result.wallets} wallets from ${source} (catalogue version ${result.version}); ${result.skipped.length} skipped.`)
    for (const skipped of result.skipped) io.out(`  skipped ${skipped.entry}: ${skipped.reason}`)
    io.out(`Stored ${result.images} wallet images; ${result.imageFailures.length} not fetched (those wallets show their initials).`)
    for (const failure of result.imageFailures) io.out(`  no image for ${failure.walletId}: ${failure.reason}`)
    return 0
  } catch (error) {
    if (!(error instanceof CatalogueError)) throw error
    io.err(`Catalogue not imported, the stored catalogue is unchanged: ${error.message}`)
    return 1
  } finally {
    await db.close()
  }
}
