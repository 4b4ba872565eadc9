#!/usr/bin/env node
import { readFileSync } from 'node:fs'
import { createJsonLog, messageOf, stopOnSignals } from '@kit/server-shared'
import { CliUsageError } from './config/configErrors.js'
import { loadSecureConfig } from './config/loadSecureConfig.js'
import { rotateKey } from './rotateKey.js'
import { startSecure } from './startSecure.js'

// Every line the server writes is one JSON object (stdout: info, stderr: warnings and errors).
const log = createJsonLog('kit-secure')
const warn = (message: string): void => log.warn(message)

/** `kit-secure rotate-key [--new-key-file <path>]` (or KIT_SECURE_NEW_KEY): re-encrypts the stored wallet keys. */
async function rotate(args: string[]): Promise<void> {
  const fileIndex = args.indexOf('--new-key-file')
  const file = fileIndex >= 0 ? args[fileIndex + 1] : undefined
  const newKey = file ? readFileSync(file, 'utf8') : process.env.KIT_SECURE_NEW_KEY
  if (!newKey) throw new CliUsageError('Usage: kit-secure rotate-key --new-key-file <path>   (or set KIT_SECURE_NEW_KEY)')
  const result = await rotateKey(loadSecureConfig(), newKey, warn)
  console.log(`Re-encrypted ${result.rotated} wallet key(s) from master key ${result.from} to ${result.to} (${result.alreadyRotated} already under it).`)
  console.log('Start the server with the new key now (KIT_SECURE_KEY / KIT_SECURE_KEY_FILE); the old one no longer decrypts them.')
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  if (args[0] === 'rotate-key') return rotate(args.slice(1))
  const config = loadSecureConfig()
  const secure = await startSecure({ ...config, log: warn })
  // SIGTERM/SIGINT: stop accepting, let requests in flight finish (up to 5 s), close the database, exit 0.
  // Installed before the line that says it listens, so a supervisor that stops it on that line cannot beat the handler.
  stopOnSignals({ log, stop: () => secure.stop() })
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
  log.info(`Kit secure listening on ${secure.url} (${config.mode} mode)`, {
    url: secure.url,
    mode: config.mode,
    frame: `${secure.url}/frame?projectId=<id>`,
    mail: secure.smtpPort !== null ? `SMTP catcher on ${config.smtp.host}:${secure.smtpPort}, inbox ${secure.inboxUrl}` : 'KIT_SMTP_URL',
    social: secure.oidcIssuer ? `local OpenID Connect provider ${secure.oidcIssuer}` : 'configured providers',
    storage: `${storage}; key ${secure.internals.masterKey.source}`,
    projects: `${config.projects.map((project) => project.id).join(', ') || 'none'}${config.apiUrl ? ` (+ ${config.apiUrl})` : ''}`,
  })
}

main().catch((error: unknown) => {
  log.error(messageOf(error))
  process.exit(1)
})
