#!/usr/bin/env node
import { createJsonLog, messageOf, resolveDataDir, stopOnSignals } from '@kit/server-shared'
import { ShippedSecretError } from '@kit/server-shared/secrets'
import { runCatalogueCommand } from './catalogue/runCatalogueCommand.js'
import { loadApiConfig } from './config/loadApiConfig.js'
import { nativeRecover } from './siwx/checkEoaSignature.js'
import { startApi } from './startApi.js'

// Every line the server writes is one JSON object (stdout: info, stderr: errors).
const log = createJsonLog('kit-api')

async function main(): Promise<void> {
  const config = loadApiConfig()
  const api = await startApi(config)
  // Installed before the line that says it listens, so a supervisor that stops it on that line cannot beat the handler.
  // SIGTERM/SIGINT: stop accepting, let requests in flight finish (up to 10 s), stop the indexer, close the database, exit 0.
  stopOnSignals({ log, stop: () => api.close() })
  const storage = config.storage.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${resolveDataDir(config.storage.dataDir)}`
  log.info(`Kit API listening on ${api.url}`, {
    url: api.url,
    storage,
    redis: config.redisUrl ? 'REDIS_URL' : 'none (limits per instance)',
    chains: config.chains.map((chain) => `${chain.id} ${chain.rpcUrl}`).join(', ') || 'none',
    projects: config.projects.map((project) => project.id).join(', ') || 'none',
    indexer: config.indexer.enabled ? 'on' : 'off',
    // EIP-191 sign-ins: libsecp256k1 where secp256k1 ships a prebuilt binary, else pure JS (slower).
    siwxRecovery: nativeRecover ? 'libsecp256k1' : '@noble/curves (no prebuilt secp256k1 binary here)',
  })
}

/** `kit-api catalogue …` runs the catalogue command instead of the server. */
const run =
  process.argv[2] === 'catalogue'
    ? () => runCatalogueCommand(process.argv.slice(3), { out: console.log, err: console.error }).then((code) => process.exit(code))
    : main

run().catch((error: unknown) => {
  // A production start with shipped secrets: one line per variable to set.
  const lines = error instanceof ShippedSecretError ? error.lines : [messageOf(error)]
  for (const line of lines) log.error(line)
  process.exit(1)
})
