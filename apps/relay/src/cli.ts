#!/usr/bin/env node
import { resolve } from 'node:path'
import { createRelay } from './createRelay.js'
import { jsonLogLine } from './jsonLogLine.js'
import { cliUsage, parseCliArgs } from './parseCliArgs.js'

// Every line the CLI writes is one JSON object (stdout: info/debug, stderr: warnings and errors).
const info = (message: string, fields?: Record<string, unknown>): void => console.log(jsonLogLine('kit-relay', message, 'info', fields))
const warn = (message: string): void => console.error(jsonLogLine('kit-relay', message, 'warn'))

async function main(): Promise<void> {
  const options = parseCliArgs(process.argv.slice(2), process.env)
  if (options.help) {
    console.log(cliUsage)
    return
  }
  const persistPath = options.persistPath ? resolve(options.persistPath) : undefined
  const relay = await createRelay({
    host: options.host,
    port: options.port,
    persistPath,
    ...(options.publicUrls ? { publicUrls: options.publicUrls } : {}),
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
    shutdownGraceMs: options.shutdownGraceMs,
    logger: {
      info: (message) => info(message),
      warn,
      ...(options.debug ? { debug: (message: string) => console.log(jsonLogLine('kit-relay', message, 'debug')) } : {}),
    },
  })
  const mailbox = options.redisUrl ? `redis ${new URL(options.redisUrl).host}` : (persistPath ?? 'memory only')
  info(`WalletConnect relay listening on ${relay.url} (mailbox: ${mailbox})`, { url: relay.url, mailbox })
  // SIGTERM/SIGINT: /readyz 503 for the grace period (still serving), then stop accepting, answer
  // the requests already received, close every socket with 1012 so clients reconnect (to another
  // instance behind the load balancer), exit 0. A second signal stops at once (default action).
  const shutdown = (signal: NodeJS.Signals): void => {
    info(`${signal} received, draining`, { signal, connections: relay.stats().connections, graceMs: options.shutdownGraceMs })
    relay.close().then(
      () => {
        info('stopped')
        process.exit(0)
      },
      (error: unknown) => {
        console.error(jsonLogLine('kit-relay', `shutdown failed: ${error instanceof Error ? error.message : String(error)}`, 'error'))
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(jsonLogLine('kit-relay', error instanceof Error ? error.message : String(error), 'error'))
  process.exit(1)
})
