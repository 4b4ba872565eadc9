export interface NftMetadata {
  readonly name: string | null
  readonly description: string | null
  readonly image: string | null
}

const MAX_FIELD = 200_000

function decodeDataUri(uri: string): string | undefined {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/s.exec(uri)
  if (!match) return undefined
  const [, , base64, payload = ''] = match
  try {
    return base64 ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload)
  } catch {
    return undefined
  }
}

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : null)

/**
 * Reads ERC-721 metadata from a `tokenURI`. Only `data:` URIs (base64 or percent-encoded JSON)
 * are resolved: the API never fetches remote metadata. Returns null when nothing can be read.
 */
export function parseTokenUri(uri: string): NftMetadata | null {
  if (!uri.startsWith('data:') || uri.length > MAX_FIELD * 2) return null
  const json = decodeDataUri(uri)
  if (json === undefined) return null
  let metadata: unknown
  try {
    metadata = JSON.parse(json)
  } catch {
    return null
  }
  if (typeof metadata !== 'object' || metadata === null) return null
  const record = metadata as Record<string, unknown>
  return {
    name: text(record['name'], 200),
    description: text(record['description'], 2_000),
    image: text(record['image'] ?? record['image_url'], MAX_FIELD),
  }
}
