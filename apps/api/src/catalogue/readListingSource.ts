import { readFile, stat } from 'node:fs/promises'
import { CatalogueError } from './catalogueErrors.js'

/** Largest listing read (the Explorer's full wallet listing is a few MB). */
export const MAX_LISTING_BYTES = 50 * 1024 * 1024
const FETCH_TIMEOUT_MS = 30_000

async function readUrl(source: string, fetchFn: typeof fetch): Promise<string> {
  let response: Response
  try {
    response = await fetchFn(source, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  } catch (error) {
    throw new CatalogueError(`Could not fetch ${source}: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!response.ok) throw new CatalogueError(`Could not fetch ${source}: HTTP ${response.status}`)
  if (Number(response.headers.get('content-length') ?? 0) > MAX_LISTING_BYTES) throw new CatalogueError(`${source} is larger than ${MAX_LISTING_BYTES} bytes`)
  const text = await response.text()
  if (text.length > MAX_LISTING_BYTES) throw new CatalogueError(`${source} is larger than ${MAX_LISTING_BYTES} bytes`)
  return text
}

async function readPath(source: string): Promise<string> {
  try {
    if ((await stat(source)).size > MAX_LISTING_BYTES) throw new CatalogueError(`${source} is larger than ${MAX_LISTING_BYTES} bytes`)
    return await readFile(source, 'utf8')
  } catch (error) {
    if (error instanceof CatalogueError) throw error
    throw new CatalogueError(`Could not read ${source}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`)
  }
}

/** The listing's JSON from a file path or an http(s) URL (a CatalogueError names what failed). */
export async function readListingSource(source: string, fetchFn: typeof fetch = fetch): Promise<unknown> {
  const text = /^https?:\/\//i.test(source) ? await readUrl(source, fetchFn) : await readPath(source)
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new CatalogueError(`${source} is not JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
}
