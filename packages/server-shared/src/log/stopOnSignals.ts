import { type JsonLog, messageOf } from './jsonLog.js'

/** What {@link stopOnSignals} listens to and how it ends the process (the real process unless a test stands in). */
export interface SignalTarget {
  once(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown
  exit(code: number): void
}

/**
 * SIGTERM and SIGINT drain the server: `<signal> received, draining` (with `fields()`), then
 * `stop()` (stop accepting, finish requests in flight, close storage), then `stopped` and exit 0;
 * `shutdown failed: …` and exit 1 when `stop()` rejects. Each signal is handled once: a second
 * one stops the process at once (its default action). Install it before the line that says the
 * server listens, so a supervisor stopping the server on that line cannot beat the handler.
 */
export function stopOnSignals(parameters: { log: JsonLog; stop: () => Promise<void>; fields?: () => Record<string, unknown>; target?: SignalTarget }): void {
  const target = parameters.target ?? process
  const shutdown = (signal: NodeJS.Signals): void => {
    parameters.log.info(`${signal} received, draining`, { signal, ...parameters.fields?.() })
    parameters.stop().then(
      () => {
        parameters.log.info('stopped')
        target.exit(0)
      },
      (error: unknown) => {
        parameters.log.error(`shutdown failed: ${messageOf(error)}`)
        target.exit(1)
      },
    )
  }
  target.once('SIGINT', shutdown)
  target.once('SIGTERM', shutdown)
}
