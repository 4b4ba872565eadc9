import type { Database } from '@kit/server-shared/db'

export interface IndexerLease {
  /** This instance's id in the lease table. */
  readonly holder: string
  /** Takes or renews the chain's lease; true while this instance holds it. */
  acquire(chainId: string): Promise<boolean>
  /** Gives the chain up (a clean stop): another instance takes it over at once. */
  release(chainId: string): Promise<void>
}

/**
 * Leases in PostgreSQL (`indexer_leases`): an upsert that only succeeds for the current holder
 * or once the lease expired, judged by the database's clock so instances need no clock sync.
 */
export function createIndexerLease(db: Database, holder: string, ttlSeconds: number): IndexerLease {
  return {
    holder,
    async acquire(chainId) {
      const rows = await db.query<{ holder: string }>(
        `insert into indexer_leases (chain_id, holder, expires_at) values ($1, $2, now() + make_interval(secs => $3))
         on conflict (chain_id) do update set holder = excluded.holder, expires_at = excluded.expires_at
         where indexer_leases.holder = excluded.holder or indexer_leases.expires_at < now()
         returning holder`,
        [chainId, holder, ttlSeconds],
      )
      return rows[0]?.holder === holder
    },
    async release(chainId) {
      await db.query('delete from indexer_leases where chain_id = $1 and holder = $2', [chainId, holder])
    },
  }
}
