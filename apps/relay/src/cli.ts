#!/usr/bin/env node
import { resolve } from 'node:path'
import { createJsonLog, messageOf, stopOnSignals } from '@kit/server-shared'
import { createRelay } from './createRelay.js'
import { cliUsage, parseCliArgs } from './parseCliArgs.js'

// Every line the CLI writes is one JSON object (stdout: info/debug, stderr: warnings and errors).
const log = createJsonLog('kit-relay')

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
      info: (message) => log.info(message),
      warn: (message) => log.warn(message),
      ...(options.debug ? { debug: (message: string) => log.debug(message) } : {}),
    },
  })
  const mailbox = options.redisUrl ? `redis ${new URL(options.redisUrl).host}` : (persistPath ?? 'memory only')
  log.info(`WalletConnect relay listening on ${relay.url} (mailbox: ${mailbox})`, { url: relay.url, mailbox })
  // SIGTERM/SIGINT: /readyz 503 for the grace period (still serving), then stop accepting, answer
  // the requests already received, close every socket with 1012 so clients reconnect (to another
  // instance behind the load balancer), exit 0. A second signal stops at once (default action).
  stopOnSignals({ log, stop: () => relay.close(), fields: () => ({ connections: relay.stats().connections, graceMs: options.shutdownGraceMs }) })
}

main().catch((error: unknown) => {
  log.error(messageOf(error))
  process.exit(1)
})
