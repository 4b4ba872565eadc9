#!/usr/bin/env node
import { formatDevnetSummary } from './formatDevnetSummary.js'
import { startDevnet } from './startDevnet.js'

async function main(): Promise<void> {
  const devnet = await startDevnet()
  console.log(formatDevnetSummary(devnet))
  // Keep the event loop alive until a signal arrives; then stop anvil cleanly.
  const keepAlive = setInterval(() => undefined, 1 << 30)
  const shutdown = (signal: NodeJS.Signals): void => {
    console.log(`\n${signal} received, stopping devnet...`)
    clearInterval(keepAlive)
    void devnet.stop().then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
