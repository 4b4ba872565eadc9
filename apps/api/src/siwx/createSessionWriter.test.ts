import { createPgliteDatabase, createPostgresDatabase, type Database } from '@kit/server-shared/db'
import { findPostgresBinaries, type LocalPostgres, startPostgres } from '@kit/test/servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../db/migrate.js'
import { createSessionWriter, type NewSession } from './createSessionWriter.js'
import { createNonce, createSessionCredentials, hashToken } from './sessionRows.js'

const storages: [string, () => Promise<{ db: Database; stop: () => Promise<void> }>][] = [
  [
    'PGlite',
    async () => {
      const db = await createPgliteDatabase('memory://')
      return { db, stop: () => db.close() }
    },
  ],
]
const pgBinaries = findPostgresBinaries()
if (pgBinaries && process.env['KIT_SKIP_POSTGRES'] !== '1')
  storages.push([
    'PostgreSQL',
    async () => {
      const server: LocalPostgres = await startPostgres({ binaries: pgBinaries, databases: ['kit_writer_test'] })
      const db = await createPostgresDatabase(server.url)
      return {
        db,
        stop: async () => {
          await db.close()
          await server.stop()
        },
      }
    },
  ])

describe.each(storages)('createSessionWriter on %s', (_, open) => {
  let db: Database
  let stop: () => Promise<void>
  /** Statements the writer sent (the database, counted). */
  let statements = 0
  const counted = (): Database => ({
    ...db,
    query: (sql, params, options) => {
      statements++
      return db.query(sql, params, options)
    },
  })

  beforeAll(async () => {
    ;({ db, stop } = await open())
    await migrate(db)
  })
  afterAll(() => stop())

  const addNonce = async (expiresInMs = 300_000): Promise<string> => {
    const nonce = createNonce()
    await db.query('insert into siwx_nonces (nonce, project_id, expires_at) values ($1, $2, $3)', [
      nonce,
      'p1',
      new Date(Date.now() + expiresInMs).toISOString(),
    ])
    return nonce
  }
  const session = (nonce: string, message = `message for ${nonce}`, projectId = 'p1'): NewSession => {
    const { id, token } = createSessionCredentials()
    return {
      row: {
        id,
        chain_id: 'eip155:1',
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        domain: 'localhost:5173',
        uri: 'http://localhost:5173/',
        message,
        signature: `0x${'ab'.repeat(65)}`,
        signed_message: null,
        token_hash: hashToken(token),
        issued_at: '2026-11-26T07:00:00.000Z',
        expires_at: '2026-12-03T07:00:00.000Z',
      },
      projectId,
      nonce,
      at: new Date().toISOString(),
    }
  }
  const storedMessage = async (id: string): Promise<string | undefined> =>
    (await db.query<{ message: string }>('select message from siwx_sessions where id = $1', [id]))[0]?.message
  const used = async (nonce: string): Promise<boolean> =>
    (await db.query<{ used: boolean }>('select used_at is not null as used from siwx_nonces where nonce = $1', [nonce]))[0]!.used

  it('stores one sign-in and consumes its nonce; the same nonce again stores nothing', async () => {
    const writer = createSessionWriter({ db })
    const nonce = await addNonce()
    const first = session(nonce)
    expect(await writer.write(first)).toBe(true)
    expect(await storedMessage(first.row.id)).toBe(first.row.message)
    expect(await used(nonce)).toBe(true)
    const replay = session(nonce)
    expect(await writer.write(replay)).toBe(false)
    expect(await storedMessage(replay.row.id)).toBeUndefined()
  })

  it("refuses an unknown nonce, another project's nonce and an expired nonce, storing nothing", async () => {
    const writer = createSessionWriter({ db })
    const expired = await addNonce(-1_000)
    const otherProject = await addNonce()
    const attempts = [session(createNonce()), session(otherProject, 'x', 'p2'), session(expired)]
    expect(await Promise.all(attempts.map((attempt) => writer.write(attempt)))).toEqual([false, false, false])
    for (const attempt of attempts) expect(await storedMessage(attempt.row.id)).toBeUndefined()
    expect(await used(otherProject)).toBe(false)
  })

  it('writes sign-ins of the same moment in few statements, each with its own answer', async () => {
    const writer = createSessionWriter({ db: counted(), maxInFlight: 1 })
    const nonces = await Promise.all(Array.from({ length: 40 }, () => addNonce()))
    const good = nonces.map((nonce) => session(nonce))
    const bad = Array.from({ length: 5 }, () => session(createNonce()))
    statements = 0
    const results = await Promise.all([...good, ...bad].map((attempt) => writer.write(attempt)))
    expect(results).toEqual([...good.map(() => true), ...bad.map(() => false)])
    expect(statements).toBeLessThanOrEqual(2)
    for (const attempt of good) expect(await storedMessage(attempt.row.id)).toBe(attempt.row.message)
  })

  it('the same nonce twice at the same moment: exactly one sign-in is stored', async () => {
    const writer = createSessionWriter({ db })
    const nonce = await addNonce()
    const twins = [session(nonce, 'first'), session(nonce, 'second'), session(nonce, 'third')]
    const results = await Promise.all(twins.map((attempt) => writer.write(attempt)))
    expect(results.filter(Boolean)).toHaveLength(1)
    expect((await db.query('select id from siwx_sessions where nonce = $1', [nonce])).length).toBe(1)
  })

  it('keeps every character of the text fields (quotes, backslashes, braces, commas, newlines, non-ASCII)', async () => {
    const writer = createSessionWriter({ db })
    const text = 'a "quoted" \\ back\\slash, {braces} NULL\n  line two\t☕ 署名 🦊 \'single\' ,'
    const attempt = session(await addNonce(), text)
    expect(await writer.write(attempt)).toBe(true)
    expect(await storedMessage(attempt.row.id)).toBe(text)
  })

  it('a batch that fails is retried one by one: only the bad sign-in fails', async () => {
    const writer = createSessionWriter({ db, maxInFlight: 1 })
    const taken = session(await addNonce())
    expect(await writer.write(taken)).toBe(true)
    const good = await Promise.all(Array.from({ length: 3 }, async () => session(await addNonce())))
    // Same id as a stored session: the primary key refuses it, and with it the whole statement.
    const clash = { ...session(await addNonce()), row: { ...session('x').row, id: taken.row.id } }
    const results = await Promise.allSettled([...good, clash].map((attempt) => writer.write(attempt)))
    expect(results.slice(0, 3)).toEqual(good.map(() => ({ status: 'fulfilled', value: true })))
    expect(results[3]!.status).toBe('rejected')
    for (const attempt of good) expect(await storedMessage(attempt.row.id)).toBe(attempt.row.message)
    expect(await used(clash.nonce)).toBe(false)
  })
})
