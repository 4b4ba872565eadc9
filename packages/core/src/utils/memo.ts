const memos = new WeakMap<object, Map<string, unknown>>()

/**
 * Derives a value from an immutable snapshot object once: the same `source` (valtio snapshots
 * are reused while unchanged) and `key` give the same result, so getters stay referentially stable.
 */
export function memoBy<value>(source: object, key: string, derive: () => value): value {
  let byKey = memos.get(source)
  if (!byKey) memos.set(source, (byKey = new Map()))
  if (byKey.has(key)) return byKey.get(key) as value
  const value = derive()
  byKey.set(key, value)
  return value
}
