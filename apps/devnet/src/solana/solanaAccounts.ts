/**
 * Deterministic Solana test keys. Each secret key (base58, 64 bytes: seed || public key, the
 * format `Keypair.fromSecretKey` and Phantom export use) is `Keypair.fromSeed(sha256(label))`;
 * `solanaAccounts.test.ts` re-derives every entry from its label.
 */
export interface SolanaDevnetKey {
  readonly address: string
  readonly secretKey: string
  /** The string whose SHA-256 is the ed25519 seed. */
  readonly label: string
}

/** Ten funded accounts (1,000 SOL and 1,000,000 USDC each on a fresh devnet); labels `kit-devnet/solana/account/<i>`. */
export const SOLANA_DEVNET_ACCOUNTS: readonly SolanaDevnetKey[] = [
  {
    address: '5Dnpv1UC2Wkexs6HKm915tVpSRrc6KXGTMZejwNeU8KG',
    secretKey: '66AsTpSFBVo2oLd8QjiBCwohs6UNevbGehW6AFkXQw94GRncnePFEaf4vjZ9RVYN9eh25cH4YYZm7UaUtP65PxWi',
    label: 'kit-devnet/solana/account/0',
  },
  {
    address: '8CVmj86MKVcRA1w3r6eHWJ3dQtXLRgJ6QAb6rmznL2EZ',
    secretKey: '2ssLkUaG7ZdAtV63ZLXAbqdaPww4iKFRvVSYed5ov1w57Rpc6ghnbiq2y15VgMW6JqNzpvhw6YJwewDuyB8ei59f',
    label: 'kit-devnet/solana/account/1',
  },
  {
    address: 'CL69XspK28SkfE7GGaccZYKJnUYp7QH4L4uETbuKmsFs',
    secretKey: '3BPaUHU73Kaj3LBCMr4kdUGvVeiVtZs1N4jvWPPxtyuiiRBXe9e8FR7vCk9DTYUsQMXY8Q8kMJ8dT4xSgzrrf1EM',
    label: 'kit-devnet/solana/account/2',
  },
  {
    address: '8nvpwW4K5gDtK9SuVmKSj6QZSpzHqvbRERfbbDfaBUAx',
    secretKey: '3kz7kD9h2FekRPhwUN4AWdpm2ahrS3xCPktDA8oRYQzZdu3BA7rJojAHnFef4WerFhfAoQuhh7zZJoMsksGkoRpg',
    label: 'kit-devnet/solana/account/3',
  },
  {
    address: '6aJbTKE43ADZiC8yxUvBd8tv7YdaFL76BRimfMEAViG4',
    secretKey: 'fTBz9GBoiJVzRRz6iXhXf7ZeNsD5xc8ByQjJbcqNQnRkhJ2esna2c84fkpafmsetaUGveYakcbGyqignJ6fWKbz',
    label: 'kit-devnet/solana/account/4',
  },
  {
    address: 'HqJ8XGjNi4peAgyFiYyECifGiq7mtxed7vawGuVA2sH9',
    secretKey: '3wG1vZrMhRAtdr5eYe9jv9bWoCmeePLCeTWNe4AyXpuysiL2tpUmRUhGLDTdREryEkxx4KQuKAw3mddhRkcdFnXy',
    label: 'kit-devnet/solana/account/5',
  },
  {
    address: 'FrcQ8akvcDH9UG2g4ZWG4ouDxGBpfxEhPSNBQ7L5N16N',
    secretKey: '4A2HXxz2gtmLHidVZvhEvwhystYPQAMUSENKAjTGmycHk74Q5DRv9tKfWFMGWd1qdsxXnzYXndsrGqxsoBoTzKQS',
    label: 'kit-devnet/solana/account/6',
  },
  {
    address: 'GWDuTRLTnCSjAJmy9P5GV4ww9QjQjZjXbARBXn75UEJn',
    secretKey: '5TiHk5j84uwfKnpCHMix7sK9EfWXKPVYjPjwgxS1FzQoNazBsvwpsTMNMrBPxRHL2sT68BpCgfFMvLmGyZsmFx7C',
    label: 'kit-devnet/solana/account/7',
  },
  {
    address: '4zLc3xgWbjNKyEcJbE5WsvCthbwPvtHBvwmEXQCRndj1',
    secretKey: '5e5mMaehEPUJcCRmNZ7qLWj53JMaoSL3oTvbyboufFEALTYQMtipj7qTqfM9sM7pSLCxzg8P93AvdRrk6MY4TYZ1',
    label: 'kit-devnet/solana/account/8',
  },
  {
    address: '6rtAC9tdtJMZ8YBPwUzpL57Nwa1M9LdAeALy8whdHps3',
    secretKey: '2qg6AgEuWvrcEN1AgxPty5BqvCYYe9NFU1d3xcGpjEYkW4njRAnxeNgwnBbiT4USrGmqQB5b2fwLgCwgVBZfxriD',
    label: 'kit-devnet/solana/account/9',
  },
]

/** Keypair of the USDC mint account itself (fixes the mint address). */
export const SOLANA_DEVNET_USDC_MINT_KEY: SolanaDevnetKey = {
  address: '2LssX9crL24MbUs1e5ssjv1YqcS3NLRULtcDV4TawYvT',
  secretKey: '2WQVxcAAMAJAMaCMEdvR2PCeNwtK7M5rVsuke593VNQHzumqp5Bo7yRKVJa6UTvznje8XNHw84aGBk7xae5PtYv3',
  label: 'kit-devnet/solana/usdc-mint',
}

/** Mint authority of the USDC mint (also pays for the setup transactions). */
export const SOLANA_DEVNET_MINT_AUTHORITY: SolanaDevnetKey = {
  address: 'FCb5LzX4X5aW5MT3G1X5Vqwet1djsa5FgdtscVrA75eu',
  secretKey: '2b82fhPse7rbEkxCQPcfehYG1kjTePtt2Haiswso79jRkvjMab4DvTTQosRUgZT6PRJDBpuQuAjQ7GhztuN7P8ds',
  label: 'kit-devnet/solana/mint-authority',
}
