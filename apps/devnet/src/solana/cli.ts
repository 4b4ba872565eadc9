#!/usr/bin/env node
import { formatSolanaDevnetSummary } from './formatSolanaDevnetSummary.js'
import { startSolanaDevnet } from './startSolanaDevnet.js'

async function main(): Promise<void> {
  const devnet = await startSolanaDevnet()
  console.log(formatSolanaDevnetSummary(devnet))
  const shutdown = (signal: NodeJS.Signals): void => {
    console.log(`\n${signal} received, stopping the Solana devnet...`)
    void devnet.stop().then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
