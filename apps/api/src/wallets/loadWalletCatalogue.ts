import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { DuplicateWalletError } from './walletErrors.js'
import { type WalletItem, walletRecordSchema } from './walletSchemas.js'

/** The catalogue shipped in the repo. */
export const WALLETS_FILE = fileURLToPath(new URL('../../data/wallets.json', import.meta.url))

/** Loads and validates the catalogue; each wallet's `order` is its position in the file (popularity). */
export function loadWalletCatalogue(file = WALLETS_FILE): readonly WalletItem[] {
  const records = z.array(walletRecordSchema).parse(JSON.parse(readFileSync(file, 'utf8')))
  const ids = new Set<string>()
  return records.map(({ color: _color, ...record }, index) => {
    if (ids.has(record.id)) throw new DuplicateWalletError(`${file}: duplicate wallet id ${record.id}`)
    ids.add(record.id)
    return {
      ...record,
      order: index + 1,
      mobile_link: record.mobile.native ?? record.mobile.universal,
      desktop_link: record.desktop.native ?? record.desktop.universal,
      link_mode: record.mobile.universal,
    }
  })
}
