import { CliArgumentError } from './errors/cliErrors.js'

export type CliOptions = {
  host: string
  port: number
  /** `undefined` with `--no-persist`. */
  persistPath: string | undefined
  /** URLs clients reach the relay by (client JWT `aud`); `undefined` = the listening URL. */
  publicUrls: string[] | undefined
  /** Redis shared by several instances (`undefined` = single process). */
  redisUrl: string | undefined
  /** Milliseconds SIGTERM keeps serving with /readyz at 503 before the listener closes. */
  shutdownGraceMs: number
  debug: boolean
  help: boolean
}

export const cliUsage = `Usage: kit-relay [--port 8788] [--host 127.0.0.1] [--persist <file> | --no-persist] [--public-url <url>] [--redis <url>] [--shutdown-grace <ms>] [--debug]

  --port <n>        port to listen on (env KIT_RELAY_PORT; default 8788; 0 = any free port)
  --host <addr>     interface to listen on (env KIT_RELAY_HOST; default 127.0.0.1)
  --persist <file>  mailbox log kept across restarts and crashes (env KIT_RELAY_PERSIST;
                    default .kit-data/relay/mailbox.jsonl under the working directory)
  --no-persist      keep messages in memory only
  --public-url <u>  URL clients reach the relay by, checked against the client JWT's aud; repeatable
                    (env KIT_RELAY_PUBLIC_URL, comma-separated; default the listening URL)
  --redis <url>     share mailbox and subscriptions with other instances through Redis
                    (env REDIS_URL; default: none, one process; --persist is then unused)
  --shutdown-grace <ms>
                    on SIGTERM/SIGINT, keep serving with /readyz at 503 this long before the
                    listener closes and the drain starts (env KIT_RELAY_SHUTDOWN_GRACE_MS; default 3000)
  --debug           log every request, unknown methods and socket errors (env KIT_RELAY_DEBUG=1)`

export const defaultPersistPath = '.kit-data/relay/mailbox.jsonl'

/** Reads the CLI flags, falling back to `KIT_RELAY_*` variables. Throws an Error with a usage hint on bad input. */
export function parseCliArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): CliOptions {
  const options: CliOptions = {
    host: env.KIT_RELAY_HOST || '127.0.0.1',
    port: env.KIT_RELAY_PORT ? parsePort(env.KIT_RELAY_PORT, 'KIT_RELAY_PORT') : 8788,
    persistPath: env.KIT_RELAY_PERSIST || defaultPersistPath,
    redisUrl: env.REDIS_URL || undefined,
    shutdownGraceMs: env.KIT_RELAY_SHUTDOWN_GRACE_MS ? parseMilliseconds(env.KIT_RELAY_SHUTDOWN_GRACE_MS, 'KIT_RELAY_SHUTDOWN_GRACE_MS') : 3_000,
    publicUrls: env.KIT_RELAY_PUBLIC_URL ? env.KIT_RELAY_PUBLIC_URL.split(',').map((url) => parseUrl(url.trim(), 'KIT_RELAY_PUBLIC_URL')) : undefined,
    debug: env.KIT_RELAY_DEBUG === '1' || env.KIT_RELAY_DEBUG === 'true',
    help: false,
  }
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = (argv[index] as string).split(/=(.*)/s, 2) as [string, string | undefined]
    const value = (): string => {
      const next = inline ?? argv[++index]
      if (next === undefined || next === '') throw new CliArgumentError(`${flag} needs a value\n\n${cliUsage}`)
      return next
    }
    switch (flag) {
      case '--port':
        options.port = parsePort(value(), '--port')
        break
      case '--host':
        options.host = value()
        break
      case '--persist':
        options.persistPath = value()
        break
      case '--no-persist':
        options.persistPath = undefined
        break
      case '--public-url': {
        const url = parseUrl(value(), '--public-url')
        options.publicUrls = [...(options.publicUrls ?? []), url]
        break
      }
      case '--redis':
        options.redisUrl = value()
        break
      case '--shutdown-grace':
        options.shutdownGraceMs = parseMilliseconds(value(), '--shutdown-grace')
        break
      case '--debug':
        options.debug = true
        break
      case '--help':
      case '-h':
        options.help = true
        break
      default:
        throw new CliArgumentError(`Unknown option ${flag}\n\n${cliUsage}`)
    }
  }
  return options
}

function parsePort(text: string, name: string): number {
  const port = Number(text)
  if (!/^\d+$/.test(text) || port > 65_535) throw new CliArgumentError(`${name} must be a port number (0-65535), got "${text}"`)
  return port
}

function parseMilliseconds(text: string, name: string): number {
  const milliseconds = Number(text)
  if (!/^\d+$/.test(text) || milliseconds > 600_000) throw new CliArgumentError(`${name} must be a number of milliseconds (0-600000), got "${text}"`)
  return milliseconds
}

function parseUrl(text: string, name: string): string {
  if (!/^wss?:\/\/[^\s/]+(\/\S*)?$/.test(text)) throw new CliArgumentError(`${name} must be a ws:// or wss:// URL, got "${text}"`)
  return text
}
