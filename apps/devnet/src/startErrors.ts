/** A process the devnet runs (anvil, the bundler, the Solana validator stand-in) did not start, answered as another chain, or not in time. */
export class ServiceStartError extends Error {
  override name = 'ServiceStartError'
}
