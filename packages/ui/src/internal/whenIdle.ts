/**
 * Runs `task` once the page is idle (`requestIdleCallback`, at most `timeout` ms later; a plain
 * timer where the API is missing). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, { timeout = 1_000 }: { timeout?: number } = {}): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 50)
  return () => clearTimeout(handle)
}
