import { getVersion, snapshot, subscribe } from 'valtio/vanilla'
import type { Kit, KitState } from '../kit.js'

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}

/**
 * Derives a public read from the kit's snapshot and keeps it referentially stable while
 * nothing it depends on changed (needed by useSyncExternalStore and Lit controllers).
 */
export function select<value>(kit: Kit, key: string, compute: (state: KitState) => value): value {
  const state = kit._internal.state
  const version = getVersion(state)
  const cached = kit._internal.selectCache.get(key)
  if (cached && cached.version === version) return cached.value as value
  const value = compute(snapshot(state) as KitState)
  if (cached && shallowEqual(cached.value, value)) {
    cached.version = version
    return cached.value as value
  }
  kit._internal.selectCache.set(key, { version, value })
  return value
}

export type WatchParameters<value> = { onChange(value: value, previous: value): void }

/** Calls `onChange` when `get(kit)` returns a different value; returns an unsubscribe function. */
export function watch<value>(kit: Kit, get: (kit: Kit) => value, { onChange }: WatchParameters<value>): () => void {
  let previous = get(kit)
  return subscribe(kit._internal.state, () => {
    const next = get(kit)
    if (next === previous) return
    const last = previous
    previous = next
    onChange(next, last)
  })
}
