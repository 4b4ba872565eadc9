/** Counts per key (client id, IP address) that drop the key at zero, so idle keys hold no memory. */
export type Tally = {
  get(key: string): number
  add(key: string, amount?: number): void
  size(): number
}

export function createTally(): Tally {
  const counts = new Map<string, number>()
  return {
    get(key) {
      return counts.get(key) ?? 0
    },
    add(key, amount = 1) {
      const next = (counts.get(key) ?? 0) + amount
      if (next <= 0) counts.delete(key)
      else counts.set(key, next)
    },
    size() {
      return counts.size
    },
  }
}
