import type { Queryable } from '@kit/server-shared/db'

/** One fixed window of a budget (`secure_rate_windows`): hits counted since `windowStart` (epoch ms). */
export interface RateWindow {
  readonly key: string
  readonly hits: number
  readonly windowStart: number
}

/**
 * Counts one hit in the window `key`: a fixed window of `periodMs` started by its first hit (a hit
 * after it ends starts the next). One atomic statement; inside a transaction the row stays locked
 * until it ends, so concurrent spenders of one budget on any instance are counted exactly.
 */
export async function hitWindow(db: Queryable, key: string, now: number, periodMs: number): Promise<RateWindow> {
  const [row] = await db.query<{ hits: number; window_start: number }>(
    `insert into secure_rate_windows (key, window_start, hits) values ($1, $2, 1)
     on conflict (key) do update set
       hits = case when secure_rate_windows.window_start <= $3 then 1 else secure_rate_windows.hits + 1 end,
       window_start = case when secure_rate_windows.window_start <= $3 then excluded.window_start else secure_rate_windows.window_start end
     returning hits, window_start`,
    [key, now, now - periodMs],
  )
  return { key, hits: row?.hits ?? 1, windowStart: row?.window_start ?? now }
}

/** Takes back one hit of `key` (a counted request that turned out not to spend the budget). */
export async function unhitWindow(db: Queryable, key: string): Promise<void> {
  await db.query('update secure_rate_windows set hits = greatest(hits - 1, 0) where key = $1', [key])
}

const HOUR_MS = 3_600_000

/** Whole hours (at least 1) until the window of `periodMs` that started at `windowStart` ends. */
export const hoursLeft = (windowStart: number, periodMs: number, now: number): number => Math.max(1, Math.ceil((windowStart + periodMs - now) / HOUR_MS))
