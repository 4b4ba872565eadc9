#!/usr/bin/env node
import { readFileSync } from 'node:fs'
import { loadSecureConfig } from './config/loadSecureConfig.js'
import { rotateKey } from './rotateKey.js'
import { startSecure } from './startSecure.js'

/** `kit-secure rotate-key [--new-key-file <path>]` (or KIT_SECURE_NEW_KEY): re-encrypts the stored wallet keys. */
async function rotate(args: string[]): Promise<void> {
  const fileIndex = args.indexOf('--new-key-file')
  const file = fileIndex >= 0 ? args[fileIndex + 1] : undefined
  const newKey = file ? readFileSync(file, 'utf8') : process.env.KIT_SECURE_NEW_KEY
  if (!newKey) throw new Error('Usage: kit-secure rotate-key --new-key-file <path>   (or set KIT_SECURE_NEW_KEY)')
  const result = await rotateKey(loadSecureConfig(), newKey, (message) => console.error(`[kit-secure] ${message}`))
  console.log(`Re-encrypted ${result.rotated} wallet key(s) from master key ${result.from} to ${result.to} (${result.alreadyRotated} already under it).`)
  console.log('Start the server with the new key now (KIT_SECURE_KEY / KIT_SECURE_KEY_FILE); the old one no longer decrypts them.')
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  if (args[0] === 'rotate-key') return rotate(args.slice(1))
  const config = loadSecureConfig()
  const secure = await startSecure(config)
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
  console.log(`Kit secure listening on ${secure.url} (${config.mode} mode)`)
  console.log(`  frame:    ${secure.url}/frame?projectId=<id>`)
  console.log(`  mail:     ${secure.smtpPort !== null ? `SMTP catcher on ${config.smtp.host}:${secure.smtpPort}, inbox ${secure.inboxUrl}` : 'KIT_SMTP_URL'}`)
  console.log(`  social:   ${secure.oidcIssuer ? `local OpenID Connect provider ${secure.oidcIssuer}` : 'configured providers'}`)
  console.log(`  storage:  ${storage}; key ${secure.internals.masterKey.source}`)
  console.log(`  projects: ${config.projects.map((project) => project.id).join(', ') || 'none'}${config.apiUrl ? ` (+ ${config.apiUrl})` : ''}`)
  const shutdown = (signal: NodeJS.Signals): void => {
    console.log(`\n${signal} received, stopping Kit secure...`)
    void secure.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
