const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

/**
 * Runs `cleanup` (synchronously) when the process exits or receives SIGINT/SIGTERM/SIGHUP.
 * On a signal, if nobody else listens for it, the signal is re-raised after cleanup so the
 * process still terminates the way it would have. Returns a function that unregisters.
 */
export function watchProcessExit(cleanup: () => void): () => void {
  const onSignal = (signal: NodeJS.Signals): void => {
    unwatch()
    cleanup()
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
  }
  const unwatch = (): void => {
    process.off('exit', cleanup)
    for (const signal of SIGNALS) process.off(signal, onSignal)
  }
  process.once('exit', cleanup)
  for (const signal of SIGNALS) process.on(signal, onSignal)
  return unwatch
}
