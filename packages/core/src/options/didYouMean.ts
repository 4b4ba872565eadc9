/** Levenshtein distance of two short strings (option names). */
function distance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!
    previous[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1))
      diagonal = above
    }
  }
  return previous[b.length]!
}

/**
 * The known key an unknown one is most likely a typo of: case-insensitively equal, or at most
 * a third of its letters (2 at least) away. Undefined when nothing is that close.
 */
export function didYouMean(key: string, known: readonly string[]): string | undefined {
  const lower = key.toLowerCase()
  let best: { key: string; distance: number } | undefined
  for (const candidate of known) {
    const value = candidate.toLowerCase() === lower ? 0 : distance(lower, candidate.toLowerCase())
    if (!best || value < best.distance) best = { key: candidate, distance: value }
  }
  if (!best) return undefined
  return best.distance <= Math.max(2, Math.floor(key.length / 3)) ? best.key : undefined
}
