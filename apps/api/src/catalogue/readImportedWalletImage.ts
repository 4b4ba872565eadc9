import type { Database } from '@kit/server-shared/db'
import type { WalletImage } from './fetchWalletImages.js'

/** The stored image of an imported catalogue's wallet (fetched at import time), if any. */
export async function readImportedWalletImage(db: Database, walletId: string): Promise<WalletImage | undefined> {
  const [row] = await db.query<{ content_type: string; body: Uint8Array; etag: string }>(
    'select content_type, body, etag from wallet_catalogue_images where wallet_id = $1',
    [walletId],
    { name: 'wallet_catalogue_image' },
  )
  return row ? { contentType: row.content_type, body: new Uint8Array(row.body), etag: row.etag } : undefined
}
