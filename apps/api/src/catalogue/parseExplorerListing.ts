import type { WalletItem } from '../wallets/walletSchemas.js'
import { CatalogueError } from './catalogueErrors.js'
import { explorerListingSchema, explorerWalletSchema } from './explorerListingSchema.js'
import { toWalletItem } from './toWalletItem.js'

/** Most wallets one listing may hold (the Explorer lists a few thousand). */
export const MAX_CATALOGUE_WALLETS = 20_000

export interface SkippedEntry {
  /** `listings["<key>"]` or `listings[<index>]`, with the entry's name when it has one. */
  readonly entry: string
  readonly reason: string
}

export interface ParsedListing {
  readonly wallets: readonly WalletItem[]
  /** Each wallet's image URL in the listing (`image_url.lg`, else `md`, else `sm`), by wallet id. */
  readonly imageUrls: ReadonlyMap<string, string>
  readonly skipped: readonly SkippedEntry[]
}

function entryName(key: string, value: unknown): string {
  const name = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined
  return typeof name === 'string' && name.trim() !== '' ? `${key} (${name.trim().slice(0, 100)})` : key
}

/**
 * Checks a WalletConnect Explorer listing (already parsed JSON): a malformed envelope, or no
 * valid wallet at all, is a CatalogueError; each invalid entry, an entry whose id differs from
 * its key, or a repeated id is skipped and named with the first problem found. The wallets keep
 * the listing's order (their `order`, 1-based).
 */
export function parseExplorerListing(json: unknown): ParsedListing {
  const envelope = explorerListingSchema.safeParse(json)
  if (!envelope.success) throw new CatalogueError('Not a WalletConnect Explorer listing: expected an object with "listings" (wallets keyed by id, or an array)')
  const listings = envelope.data.listings
  const entries: [string, unknown, string | undefined][] = Array.isArray(listings)
    ? listings.map((value, index) => [`listings[${index}]`, value, undefined])
    : Object.entries(listings).map(([key, value]) => [`listings[${JSON.stringify(key.slice(0, 80))}]`, value, key])
  if (entries.length > MAX_CATALOGUE_WALLETS) throw new CatalogueError(`The listing holds ${entries.length} wallets, at most ${MAX_CATALOGUE_WALLETS}`)
  const wallets: WalletItem[] = []
  const skipped: SkippedEntry[] = []
  const ids = new Set<string>()
  const imageUrls = new Map<string, string>()
  for (const [label, value, key] of entries) {
    const entry = entryName(label, value)
    const result = explorerWalletSchema.safeParse(value)
    if (!result.success) {
      const issue = result.error.issues[0]
      skipped.push({ entry, reason: `${issue?.path.map(String).join('.') || '(entry)'}: ${issue?.message ?? 'Invalid entry'}` })
      continue
    }
    if (key !== undefined && key !== result.data.id) {
      skipped.push({ entry, reason: `id: ${result.data.id} differs from its key` })
      continue
    }
    if (ids.has(result.data.id)) {
      skipped.push({ entry, reason: `id: ${result.data.id} appears more than once` })
      continue
    }
    ids.add(result.data.id)
    wallets.push(toWalletItem(result.data, wallets.length + 1))
    const image = result.data.image_url
    const imageUrl = image?.lg ?? image?.md ?? image?.sm
    if (imageUrl) imageUrls.set(result.data.id, imageUrl)
  }
  if (wallets.length === 0)
    throw new CatalogueError(
      `The listing holds no valid wallet (${skipped.length} skipped${skipped[0] ? `, first: ${skipped[0].entry}: ${skipped[0].reason}` : ''})`,
    )
  return { wallets, imageUrls, skipped }
}
