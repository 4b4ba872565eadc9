import type { Queryable } from '@kit/server-shared/db'
import { z } from 'zod'

/** A `profile_names` row as selected by {@link PROFILE_COLUMNS}. */
export interface ProfileRow {
  readonly name: string
  readonly address: string
  readonly coin_type: string
  readonly created_at: number
}

export const PROFILE_COLUMNS = 'name, address, coin_type::text as coin_type, extract(epoch from created_at)::float8 as created_at'

/** The answer shape of a name (Reown's blockchain API shape: addresses keyed by coin type). */
export const profileSchema = z.object({
  name: z.string(),
  registered: z.number().int(),
  updated: z.number().int(),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.number().int() })),
  attributes: z.record(z.string(), z.string()),
})
export type Profile = z.output<typeof profileSchema>

export function toProfile(row: ProfileRow, suffix: string): Profile {
  const created = Math.floor(row.created_at)
  return {
    name: `${row.name}${suffix}`,
    registered: created,
    updated: created,
    addresses: { [row.coin_type]: { address: row.address, created } },
    attributes: {},
  }
}

export async function findProfileByName(db: Queryable, label: string): Promise<ProfileRow | undefined> {
  const rows = await db.query<ProfileRow>(`select ${PROFILE_COLUMNS} from profile_names where name = $1`, [label])
  return rows[0]
}

/** The names of an address, oldest first; only those of `coinType` when given. */
export function findProfilesByAddress(db: Queryable, address: string, coinType?: number): Promise<ProfileRow[]> {
  return coinType === undefined
    ? db.query<ProfileRow>(`select ${PROFILE_COLUMNS} from profile_names where address = $1 order by created_at, name`, [address])
    : db.query<ProfileRow>(`select ${PROFILE_COLUMNS} from profile_names where address = $1 and coin_type = $2 order by created_at, name`, [
        address,
        String(coinType),
      ])
}
