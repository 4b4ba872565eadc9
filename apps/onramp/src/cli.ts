import { onRampConfigFromEnv } from './config/onRampConfig.js'
import { productionSecretProblems } from './config/productionSecrets.js'
import { startOnRamp } from './startOnRamp.js'

async function main(): Promise<void> {
  const problems = productionSecretProblems(process.env)
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem)
    process.exit(1)
  }
  const onramp = await startOnRamp(onRampConfigFromEnv(process.env))
  // The handlers before the banner: whoever waits for the banner may stop the sandbox at once.
  const shutdown = (): void =>
    void onramp.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
  console.log(`Kit on-ramp sandbox listening on ${onramp.url}`)
  console.log(`  networks: ${onramp.config.chains.map((chain) => `${chain.name} (${chain.chainId}) ${chain.rpcUrl}`).join(', ')}`)
  console.log(`  treasury: ${onramp.treasury}; orders in ${onramp.config.dataDir}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
