/** Resolves after `ms` milliseconds (polling loops). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
