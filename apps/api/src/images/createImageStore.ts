import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Image kinds served by id: wallet icons, network (asset) icons, fiat currency and token icons. */
export type ImageKind = 'wallets' | 'assets' | 'currencies' | 'tokens'

export interface StoredImage {
  readonly body: Uint8Array
  readonly contentType: string
  readonly etag: string
}

export interface ImageStore {
  get(kind: ImageKind, id: string): StoredImage | undefined
}

export const IMAGES_DIR = fileURLToPath(new URL('../../data/images/', import.meta.url))
const KINDS: readonly ImageKind[] = ['wallets', 'assets', 'currencies', 'tokens']

/** Loads every `data/images/<kind>/<id>.svg` into memory (a few hundred KB, read-only data). */
export function createImageStore(dir = IMAGES_DIR): ImageStore {
  const images = new Map<string, StoredImage>()
  for (const kind of KINDS) {
    const folder = join(dir, kind)
    if (!existsSync(folder)) continue
    for (const file of readdirSync(folder)) {
      if (!file.endsWith('.svg')) continue
      const body = readFileSync(join(folder, file))
      const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`
      images.set(`${kind}/${file.slice(0, -4).toLowerCase()}`, { body, contentType: 'image/svg+xml', etag })
    }
  }
  return { get: (kind, id) => images.get(`${kind}/${id.toLowerCase()}`) }
}
