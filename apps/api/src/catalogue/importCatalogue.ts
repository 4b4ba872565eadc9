import type { Database } from '@kit/server-shared/db'
import { insertRows } from '../db/insertRows.js'
import { fetchWalletImages } from './fetchWalletImages.js'
import { parseExplorerListing, type SkippedEntry } from './parseExplorerListing.js'
import { readListingSource } from './readListingSource.js'

export interface CatalogueImportResult {
  readonly wallets: number
  /** Wallets whose image was fetched and stored. */
  readonly images: number
  /** Wallets kept without an image: why their image could not be fetched. */
  readonly imageFailures: readonly { walletId: string; reason: string }[]
  readonly skipped: readonly SkippedEntry[]
  /** Increases with each import: API instances reload the catalogue when it changes. */
  readonly version: number
}

/**
 * Reads a WalletConnect Explorer listing (file or URL), checks every entry and stores the valid
 * wallets as the served catalogue, replacing any earlier import, in one transaction: a listing
 * that cannot be imported (CatalogueError) or a failure while writing leaves the stored
 * catalogue as it was.
 */
export async function importCatalogue(db: Database, source: string, fetchFn?: typeof fetch): Promise<CatalogueImportResult> {
  const { wallets, imageUrls, skipped } = parseExplorerListing(await readListingSource(source, fetchFn))
  const { images, failures } = await fetchWalletImages(imageUrls, fetchFn)
  const version = await db.transaction(async (tx) => {
    const [previous] = await tx.query<{ version: string }>('select version::text as version from wallet_catalogue_imports for update')
    const next = Number(previous?.version ?? 0) + 1
    await tx.query('delete from wallet_catalogue')
    await tx.query('delete from wallet_catalogue_images')
    await insertRows(
      tx,
      'wallet_catalogue_images',
      ['wallet_id', 'content_type', 'body', 'etag'],
      [...images].map(([walletId, image]) => [walletId, image.contentType, image.body, image.etag]),
    )
    await insertRows(
      tx,
      'wallet_catalogue',
      ['position', 'id', 'record'],
      wallets.map((wallet) => [wallet.order, wallet.id, JSON.stringify(wallet)]),
    )
    await tx.query(
      `insert into wallet_catalogue_imports (singleton, version, source, wallets, skipped) values (true, $1, $2, $3, $4)
       on conflict (singleton) do update set version = excluded.version, source = excluded.source, wallets = excluded.wallets,
         skipped = excluded.skipped, imported_at = now()`,
      [next, source.slice(0, 2000), wallets.length, skipped.length],
    )
    return next
  })
  return { wallets: wallets.length, images: images.size, imageFailures: failures, skipped, version }
}

/** Drops the imported catalogue: the shipped one is served again (a new version with 0 wallets, so instances notice). */
export async function resetCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from wallet_catalogue')
    await tx.query('delete from wallet_catalogue_images')
    await tx.query("update wallet_catalogue_imports set version = version + 1, source = '(shipped)', wallets = 0, skipped = 0, imported_at = now()")
  })
}
