import type { Database } from '@kit/server-shared/db'
import type { WalletItem } from '../wallets/walletSchemas.js'

/** How long an instance serves its copy before it asks the database whether an import changed it. */
const CHECK_INTERVAL_MS = 5_000

export interface WalletCatalogue {
  /** The served wallets: the imported catalogue when there is one, else the shipped one. */
  current(): Promise<readonly WalletItem[]>
}

/**
 * The catalogue `GET /getWallets` serves. An import (`kit-api catalogue import`, another
 * process) bumps a version in the database; each instance checks it at most every 5 s and
 * reloads the rows when it changed, so every instance on one PostgreSQL serves the new
 * catalogue within 5 s without a restart. No import (or a reset): the shipped catalogue.
 */
export function createWalletCatalogue(db: Database, shipped: readonly WalletItem[], now: () => number = Date.now): WalletCatalogue {
  let served: { version: string; wallets: readonly WalletItem[] } = { version: 'shipped', wallets: shipped }
  let checkedAt = Number.NEGATIVE_INFINITY
  let checking: Promise<readonly WalletItem[]> | undefined

  const check = async (): Promise<readonly WalletItem[]> => {
    const [row] = await db.query<{ version: string; wallets: number }>('select version::text as version, wallets from wallet_catalogue_imports', [], {
      name: 'wallet_catalogue_version',
    })
    const version = row && row.wallets > 0 ? row.version : 'shipped'
    if (version !== served.version) {
      const wallets =
        version === 'shipped'
          ? shipped
          : (await db.query<{ record: WalletItem }>('select record from wallet_catalogue order by position')).map((entry) => entry.record)
      served = { version, wallets }
    }
    checkedAt = now()
    return served.wallets
  }

  return {
    current() {
      if (now() - checkedAt < CHECK_INTERVAL_MS) return Promise.resolve(served.wallets)
      checking ??= check().finally(() => {
        checking = undefined
      })
      return checking
    },
  }
}
