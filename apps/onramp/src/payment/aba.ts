const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const

/**
 * Whether a US bank routing number (ABA RTN) is well formed: nine digits whose weighted sum
 * 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 + 3·d7 + 7·d8 + d9 is a multiple of 10.
 */
export function isAbaRoutingValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(routing[index]), 0)
  return sum % 10 === 0
}
