import type { Queryable } from '@kit/server-shared/db'
import type { SessionRow } from './sessionRows.js'

/** A verified sign-in to store: its session row and the nonce it consumes. */
export interface NewSession {
  readonly row: Omit<SessionRow, 'revoked_at'>
  readonly projectId: string
  readonly nonce: string
  /** ISO time of the check: the nonce must not be expired then, and is marked used then. */
  readonly at: string
}

export interface SessionWriter {
  /**
   * Consumes the session's nonce and stores the session, atomically: true when stored; false
   * when the nonce is unknown (or another project's), expired or already used, by a concurrent
   * sign-in too (nothing stored then). Rejects with the database's error.
   */
  write(session: NewSession): Promise<boolean>
}

export interface CreateSessionWriterParameters {
  readonly db: Queryable
  /** Most sessions in one statement (default 100). */
  readonly maxBatch?: number
  /** Most statements in flight at once (default 4); sign-ins arriving meanwhile wait and go together. */
  readonly maxInFlight?: number
}

// Every pending sign-in is one element of each array; a nonce row is consumed by at most one
// statement (row lock, then `used_at is null` re-checked), and only a consumed nonce's session
// is inserted.
const WRITE_SESSIONS = `with input as (
  select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::timestamptz[], $12::timestamptz[], $13::timestamptz[], $14::text[])
    as t(id, project_id, token_hash, chain_id, address, domain, uri, nonce, message, signature, issued_at, expires_at, checked_at, signed_message)
), consumed as (
  update siwx_nonces n set used_at = i.checked_at from input i
  where n.nonce = i.nonce and n.project_id = i.project_id and n.used_at is null and n.expires_at > i.checked_at
  returning n.nonce, n.project_id
)
insert into siwx_sessions (id, project_id, token_hash, chain_id, address, domain, uri, nonce, message, signature, issued_at, expires_at, signed_message)
select i.id, i.project_id, i.token_hash, i.chain_id, i.address, i.domain, i.uri, i.nonce, i.message, i.signature, i.issued_at, i.expires_at, i.signed_message
from input i join consumed c on c.nonce = i.nonce and c.project_id = i.project_id
returning id`

interface Pending {
  readonly session: NewSession
  resolve(stored: boolean): void
  reject(error: unknown): void
}

const columnsOf = (sessions: readonly NewSession[]): (string | null)[][] => {
  const columns: (string | null)[][] = Array.from({ length: 14 }, () => [])
  for (const { row, projectId, nonce, at } of sessions) {
    const values = [
      row.id,
      projectId,
      row.token_hash,
      row.chain_id,
      row.address,
      row.domain,
      row.uri,
      nonce,
      row.message,
      row.signature,
      row.issued_at,
      row.expires_at,
      at,
      row.signed_message,
    ]
    for (let index = 0; index < 14; index++) columns[index]!.push(values[index]!)
  }
  return columns
}

/**
 * Stores verified sign-ins in batches (group commit): the sign-ins that finish their checks while
 * a statement is being prepared or while `maxInFlight` statements are running go in one
 * statement, so the database parses, plans and commits once for all of them. One sign-in alone
 * is written at once (next turn of the event loop). Two sign-ins with the same nonce never share
 * a statement: the second goes in the next one, where its nonce is already used. When a batch
 * fails, each of its sign-ins is retried alone, so one bad row fails only its own request.
 */
export function createSessionWriter(parameters: CreateSessionWriterParameters): SessionWriter {
  const { db, maxBatch = 100, maxInFlight = 4 } = parameters
  let pending: Pending[] = []
  let inFlight = 0
  let scheduled = false

  const run = async (sessions: readonly NewSession[]): Promise<Set<string>> => {
    const rows = await db.query<{ id: string }>(WRITE_SESSIONS, columnsOf(sessions), { name: 'siwx_write_sessions' })
    return new Set(rows.map((row) => row.id))
  }

  const settle = async (batch: readonly Pending[]): Promise<void> => {
    try {
      const stored = await run(batch.map((entry) => entry.session))
      for (const entry of batch) entry.resolve(stored.has(entry.session.row.id))
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error)
        return
      }
      for (const entry of batch) {
        try {
          entry.resolve((await run([entry.session])).has(entry.session.row.id))
        } catch (single) {
          entry.reject(single)
        }
      }
    }
  }

  const flush = (): void => {
    scheduled = false
    while (pending.length > 0 && inFlight < maxInFlight) {
      const batch: Pending[] = []
      const later: Pending[] = []
      const nonces = new Set<string>()
      for (const entry of pending) {
        const key = `${entry.session.projectId}\n${entry.session.nonce}`
        if (batch.length >= maxBatch || nonces.has(key)) later.push(entry)
        else {
          nonces.add(key)
          batch.push(entry)
        }
      }
      pending = later
      inFlight++
      void settle(batch).finally(() => {
        inFlight--
        schedule()
      })
    }
  }

  const schedule = (): void => {
    if (scheduled || pending.length === 0 || inFlight >= maxInFlight) return
    scheduled = true
    setImmediate(flush)
  }

  return {
    write(session) {
      return new Promise<boolean>((resolve, reject) => {
        pending.push({ session, resolve, reject })
        schedule()
      })
    },
  }
}
