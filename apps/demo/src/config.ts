import { anvil, base, bitcoinTestnet, defineNetwork, type Locale, locales, solanaDevnet } from '@kit/core'

// Endpoints of the local stack (README "Local stack"); each can be overridden at build time.
const env = import.meta.env
export const rpcUrls = {
  anvil: env.VITE_KIT_ANVIL_URL ?? 'http://127.0.0.1:8545',
  base: env.VITE_KIT_ANVIL_BASE_URL ?? 'http://127.0.0.1:8546',
  /** The local Solana devnet (LiteSVM), answering as Solana Devnet; its WebSocket is VITE_KIT_SOLANA_WS_URL. */
  solana: env.VITE_KIT_SOLANA_URL ?? 'http://127.0.0.1:8899',
  /** The local Esplora service standing in for Bitcoin Testnet. */
  bitcoin: env.VITE_KIT_BITCOIN_URL ?? 'http://127.0.0.1:3002',
}
export const projectId = env.VITE_KIT_PROJECT_ID ?? 'kit-demo'
/**
 * The Kit API (apps/api): balances, tokens, NFTs, activity, identity, catalogue, analytics.
 * `?api=http://127.0.0.1:<port>` on the page URL overrides the build-time URL for that page load
 * (loopback only), like `?relay=`, so a test can point the demo at an API it stops and restarts.
 */
export function apiUrlOverride(search: string): string | undefined {
  const value = new URLSearchParams(search).get('api')
  return value && /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}\/?$/.test(value) ? value.replace(/\/$/, '') : undefined
}
export const apiUrl = (typeof location === 'undefined' ? undefined : apiUrlOverride(location.search)) ?? env.VITE_KIT_API_URL ?? 'http://127.0.0.1:8787'

/**
 * `?features=history:on,analytics:off` on the page URL sets boolean `features` options in code,
 * so a test can check that the project's remote config never overrides an option given in code.
 */
export function featuresOverride(search: string): Record<string, boolean> {
  const value = new URLSearchParams(search).get('features') ?? ''
  const known = new Set([
    'analytics',
    'email',
    'allWallets',
    'send',
    'receive',
    'swaps',
    'onramp',
    'history',
    'multiWallet',
    'legalCheckbox',
    'collapseWallets',
  ])
  return Object.fromEntries(
    value
      .split(',')
      .map((part) => part.split(':'))
      .filter(([name, state]) => name && known.has(name) && (state === 'on' || state === 'off'))
      .map(([name, state]) => [name!, state === 'on']),
  )
}

/** `?locale=ar` on the page URL sets the kit's `locale` option (one of the locales Kit ships). */
export function localeOverride(search: string): Locale | undefined {
  const value = new URLSearchParams(search).get('locale')
  return locales.find((locale) => locale === value)
}

/**
 * `?wc=manual` on the page URL sets `manualWCControl`: the modal then opens as docs/rules/screens.md says
 * (AllWallets on mobile, ConnectingWalletConnectBasic otherwise), for the mobile deep-link tests.
 */
export function manualWCControlOverride(search: string): boolean {
  return new URLSearchParams(search).get('wc') === 'manual'
}

/**
 * The WalletConnect relay (apps/relay). `?relay=ws://127.0.0.1:<port>` on the page URL overrides
 * the build-time URL for that page load, so a test can point the demo at a relay it controls
 * (restarts). Only loopback WebSocket URLs are accepted.
 */
export function relayUrlOverride(search: string): string | undefined {
  const value = new URLSearchParams(search).get('relay')
  return value && /^ws:\/\/(127\.0\.0\.1|localhost):\d{1,5}\/?$/.test(value) ? value : undefined
}
export const relayUrl = (typeof location === 'undefined' ? undefined : relayUrlOverride(location.search)) ?? env.VITE_KIT_RELAY_URL ?? 'ws://127.0.0.1:8788'

/**
 * The secure frame's origin (apps/secure) for email and social login. `?secure=http://127.0.0.1:<port>`
 * on the page URL overrides the build-time URL for that page load (loopback only), like `?relay=`.
 */
export function secureUrlOverride(search: string): string | undefined {
  const value = new URLSearchParams(search).get('secure')
  return value && /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}\/?$/.test(value) ? value : undefined
}
export const secureUrl =
  (typeof location === 'undefined' ? undefined : secureUrlOverride(location.search)) ?? env.VITE_KIT_SECURE_URL ?? 'http://127.0.0.1:5180'

/** The devnet's chains: anvil's 31337 and a local chain with Base's id 8453. */
export const localAnvil = defineNetwork({ ...anvil, rpcUrls: { default: { http: [rpcUrls.anvil] } } })
export const localBase = defineNetwork({ ...base, rpcUrls: { default: { http: [rpcUrls.base] } } })
export const networks = [localAnvil, localBase] as const
/** Solana Devnet and Bitcoin Testnet on the local stack. */
export const localSolana = defineNetwork({ ...solanaDevnet, rpcUrls: { default: { http: [rpcUrls.solana] } } })
export const localBitcoin = defineNetwork({ ...bitcoinTestnet, rpcUrls: { default: { http: [rpcUrls.bitcoin] } } })
/** The React demo's networks: EVM first (the active namespace of a first visit), then Solana and Bitcoin. */
export const allNetworks = [localAnvil, localBase, localSolana, localBitcoin] as const

export const metadata = {
  name: 'Kit Demo',
  description: 'Kit wallet-connection toolkit demo',
  url: 'http://127.0.0.1:5173',
  icons: [],
}

/** demo-send sends 0.001 ETH here (anvil's account 9). */
export const sendTo = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
/** demo-send-calls: the devnet's USDC (6 decimals) and the spender it approves (anvil's account 8). */
export const devnetUsdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const batchSpender = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
/** On Solana demo-send sends 0.001 SOL to the devnet's account 9. */
export const solanaSendTo = '6rtAC9tdtJMZ8YBPwUzpL57Nwa1M9LdAeALy8whdHps3'
/** The devnet's USDC mint (6 decimals): demo-send-token sends 1 USDC on Solana. */
export const solanaUsdcMint = '2LssX9crL24MbUs1e5ssjv1YqcS3NLRULtcDV4TawYvT'
/** On Bitcoin demo-send sends 1,000 sats to the devnet's account 9 (payment address). */
export const bitcoinSendTo = 'tb1qecdwckghkz056g4t4ejwdm7vm4va0tnhegye0d'
export const signText = 'Hello from the Kit demo'

/**
 * `?siwx=required|optional` on the page URL turns sign-in with the wallet on (sessions kept by the
 * Kit API, `kitSiwx`); required sign-in disconnects on cancel, optional only closes.
 */
export function siwxOverride(search: string): 'required' | 'optional' | undefined {
  const value = new URLSearchParams(search).get('siwx')
  return value === 'required' || value === 'optional' ? value : undefined
}
