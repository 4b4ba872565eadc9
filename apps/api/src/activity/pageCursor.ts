import { z } from 'zod'
import { InputError } from '../http/apiError.js'

/**
 * Opaque cursors of the paginated lists: base64url JSON of the last item's sort key.
 * A cursor that does not decode to the expected key is a 400 on `cursor`.
 */
export function encodeCursor(key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url')
}

export function decodeCursor<Schema extends z.ZodType>(cursor: string, schema: Schema): z.output<Schema> {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw new InputError('cursor', 'Invalid cursor')
  }
  const result = schema.safeParse(parsed)
  if (!result.success) throw new InputError('cursor', 'Invalid cursor')
  return result.data
}

const chainIdKey = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)

/** History key: minedAt, chainId, blockNumber, txIndex (newest first). */
export const historyCursorSchema = z.tuple([
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  chainIdKey,
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  z.number().int().nonnegative().max(2_147_483_647),
])

/** NFT key: chainId, contract, tokenId. */
export const nftCursorSchema = z.tuple([chainIdKey, z.string().regex(/^0x[0-9a-f]{40}$/), z.string().regex(/^\d{1,78}$/)])
