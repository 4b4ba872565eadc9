import { anvil, base, defineNetwork } from '@kit/core'

// Endpoints of the local stack (README "Local stack"); each can be overridden at build time.
const env = import.meta.env
export const rpcUrls = {
  anvil: env.VITE_KIT_ANVIL_URL ?? 'http://127.0.0.1:8545',
  base: env.VITE_KIT_ANVIL_BASE_URL ?? 'http://127.0.0.1:8546',
}
export const projectId = env.VITE_KIT_PROJECT_ID ?? 'kit-demo'

/** The devnet's chains: anvil's 31337 and a local chain with Base's id 8453. */
export const localAnvil = defineNetwork({ ...anvil, rpcUrls: { default: { http: [rpcUrls.anvil] } } })
export const localBase = defineNetwork({ ...base, rpcUrls: { default: { http: [rpcUrls.base] } } })
export const networks = [localAnvil, localBase] as const

export const metadata = {
  name: 'Kit Demo',
  description: 'Kit wallet-connection toolkit demo',
  url: 'http://127.0.0.1:5173',
  icons: [],
}

/** demo-send sends 0.001 ETH here (anvil's account 9). */
export const sendTo = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
export const signText = 'Hello from the Kit demo'
