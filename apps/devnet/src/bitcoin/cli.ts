#!/usr/bin/env node
import { formatBitcoinServiceSummary } from './formatBitcoinServiceSummary.js'
import { startBitcoinService } from './startBitcoinService.js'

async function main(): Promise<void> {
  const service = await startBitcoinService()
  console.log(formatBitcoinServiceSummary(service))
  const shutdown = (signal: NodeJS.Signals): void => {
    console.log(`\n${signal} received, stopping the Bitcoin service...`)
    void service.stop().then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
