/** Static description of one devnet chain. */
export interface DevnetChainConfig {
  readonly chainId: number
  readonly name: string
  readonly defaultPort: number
  /** Environment variable that overrides the port. */
  readonly portEnv: string
}

/** The two local chains: a plain anvil chain and one using Base's chain id. */
export const DEVNET_CHAINS = [
  { chainId: 31337, name: 'Anvil', defaultPort: 8545, portEnv: 'KIT_ANVIL_PORT' },
  { chainId: 8453, name: 'Base (local)', defaultPort: 8546, portEnv: 'KIT_ANVIL_BASE_PORT' },
] as const satisfies readonly DevnetChainConfig[]
