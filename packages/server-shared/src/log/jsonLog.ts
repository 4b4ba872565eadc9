/** How much a log line matters; `warn` and `error` go to stderr, the others to stdout. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

/** One log line as JSON (`{ time, level, service, msg, ...fields }`), the shape every Kit server writes for log collectors. */
export function jsonLogLine(service: string, message: string, level: LogLevel = 'info', fields: Record<string, unknown> = {}): string {
  return JSON.stringify({ time: new Date().toISOString(), level, service, msg: message, ...fields })
}

/** A server's log: each call writes one JSON line. */
export interface JsonLog {
  readonly service: string
  debug(message: string, fields?: Record<string, unknown>): void
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/** Where the lines go: stdout and stderr unless a test collects them. */
export interface LogOutput {
  readonly out: (line: string) => void
  readonly err: (line: string) => void
}

const consoleOutput: LogOutput = { out: (line) => console.log(line), err: (line) => console.error(line) }

/** The JSON log of `service` (`kit-api`, `kit-relay`, …): debug and info lines on stdout, warnings and errors on stderr. */
export function createJsonLog(service: string, output: LogOutput = consoleOutput): JsonLog {
  const write = (level: LogLevel) => (message: string, fields?: Record<string, unknown>) =>
    (level === 'warn' || level === 'error' ? output.err : output.out)(jsonLogLine(service, message, level, fields))
  return { service, debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') }
}

/** An error's message for a log line (its stack is for bugs, which the caller logs itself). */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))
