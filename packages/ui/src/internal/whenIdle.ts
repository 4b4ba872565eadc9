/**
 * Runs `task` once the page is idle (`requestIdleCallback`, at most `timeout` ms later; a plain
 * timer where the API is missing), not before `after` ms (e.g. past the modal's opening animation,
 * whose frames background work would otherwise compete with). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, { timeout = 1_000, after = 0 }: { timeout?: number; after?: number } = {}): () => void {
  let cancel: () => void = () => undefined
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => task(), { timeout })
      cancel = () => cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(task, 50)
      cancel = () => clearTimeout(handle)
    }
  }
  if (after <= 0) schedule()
  else {
    const handle = setTimeout(schedule, after)
    cancel = () => clearTimeout(handle)
  }
  return () => cancel()
}
