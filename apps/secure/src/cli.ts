#!/usr/bin/env node
import { loadSecureConfig } from './config/loadSecureConfig.js'
import { startSecure } from './startSecure.js'

async function main(): Promise<void> {
  const config = loadSecureConfig()
  const secure = await startSecure(config)
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
  console.log(`Kit secure listening on ${secure.url}`)
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
