import type { SignClientTypes } from '@walletconnect/types'

/** The logger object sign-client takes in place of a level name (pino's shape). */
export type SignClientLogger = Exclude<SignClientTypes.Options['logger'], string | undefined>

export type ConsoleLogLevel = 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'

const levelValues: Record<ConsoleLogLevel, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Number.POSITIVE_INFINITY }
const methods = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const
const consoleMethods = { trace: 'debug', debug: 'debug', info: 'info', warn: 'warn', error: 'error', fatal: 'error' } as const

/**
 * The logger Kit hands sign-client: what reaches `level` goes to the console, and nothing is kept.
 * Given a level name instead, sign-client and its Core each build a pino logger at 'trace' that
 * appends every line (relay messages, heartbeats, each request's payload) to an in-memory list of
 * up to 1000 KiB for `core.getLogsBlob()`, which Kit never calls: two lists that fill for as long
 * as the page stays open. Only the calls sign-client makes are here: the six level methods,
 * `level` (read and set) and `child(bindings)`, whose `context` prefixes the lines.
 */
export function createConsoleLogger(level: ConsoleLogLevel, context?: string): SignClientLogger {
  const logger: Record<string, unknown> & { level: string } = {
    level,
    child(bindings?: { context?: unknown }) {
      const childContext = typeof bindings?.context === 'string' ? bindings.context : context
      return createConsoleLogger(logger.level as ConsoleLogLevel, childContext)
    },
  }
  for (const method of methods) {
    logger[method] = (...args: unknown[]) => {
      const threshold = levelValues[logger.level as ConsoleLogLevel] ?? levelValues.error
      if (levelValues[method] < threshold) return
      const write = console[consoleMethods[method]]
      if (context) write(`[walletconnect ${context}]`, ...args)
      else write('[walletconnect]', ...args)
    }
  }
  return logger as unknown as SignClientLogger
}
