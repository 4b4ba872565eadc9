/** Catalogue wallet ids whose @web3icons/core wallet logo has another name (the others use their id as is, when the package has it). */
export const WALLET_LOGO_NAMES: Readonly<Record<string, string>> = {
  'trust-wallet': 'trust',
  'coinbase-wallet': 'coinbase',
  'ledger-live': 'ledger',
  'okx-wallet': 'okx',
  tokenpocket: 'token-pocket',
  'atomic-wallet': 'atomic',
  'ronin-wallet': 'ronin',
  'kraken-wallet': 'kraken',
  'mew-wallet': 'my-ether-wallet',
  alphawallet: 'alpha-wallet',
  'trezor-suite': 'trezor',
  walletconnect: 'wallet-connect',
}

/** CAIP-2 networks and their @web3icons/core network logo. */
export const NETWORK_LOGO_NAMES: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum',
  'eip155:10': 'optimism',
  'eip155:56': 'binance-smart-chain',
  'eip155:100': 'gnosis',
  'eip155:137': 'polygon',
  'eip155:146': 'sonic',
  'eip155:250': 'fantom',
  'eip155:324': 'zksync',
  'eip155:1101': 'polygon-zkevm',
  'eip155:5000': 'mantle',
  'eip155:8217': 'kaia',
  'eip155:8453': 'base',
  'eip155:34443': 'mode',
  'eip155:42161': 'arbitrum-one',
  'eip155:42170': 'arbitrum-nova',
  'eip155:42220': 'celo',
  'eip155:43114': 'avalanche',
  'eip155:57073': 'ink',
  'eip155:59144': 'linea',
  'eip155:80094': 'berachain',
  'eip155:81457': 'blast',
  'eip155:130': 'unichain',
  'eip155:534352': 'scroll',
  'eip155:7777777': 'zora',
  'eip155:1313161554': 'aurora',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin',
}

/**
 * Test and local networks that stand in for a network above and show its logo (the packages have
 * none of their own): anvil (31337) for Ethereum, Sepolia for Ethereum, Base Sepolia for Base,
 * Solana's devnet and testnet, Bitcoin's testnet.
 */
export const STAND_IN_NETWORKS: Readonly<Record<string, string>> = {
  'eip155:31337': 'eip155:1',
  'eip155:11155111': 'eip155:1',
  'eip155:84532': 'eip155:8453',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000933ea01ad0ee984209779ba': 'bip122:000000000019d6689c085ae165831e93',
}

/** The social sign-in providers and their simple-icons slug. */
export const SOCIAL_LOGO_SLUGS: Readonly<Record<string, string>> = {
  google: 'google',
  x: 'x',
  discord: 'discord',
  github: 'github',
  apple: 'apple',
  facebook: 'facebook',
  farcaster: 'farcaster',
}
