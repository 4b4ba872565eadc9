import { anvil, base, defineNetwork } from '@kit/core'

// The devnet's chains (anvil's 31337 and a local chain with Base's id 8453) at the RPC URLs the
// build is given; an AppKit app would import mainnet, arbitrum, … from '@reown/appkit/networks'.
export const localAnvil = defineNetwork({ ...anvil, rpcUrls: { default: { http: [process.env.NEXT_PUBLIC_KIT_ANVIL_URL ?? 'http://127.0.0.1:8545'] } } })
export const localBase = defineNetwork({ ...base, rpcUrls: { default: { http: [process.env.NEXT_PUBLIC_KIT_ANVIL_BASE_URL ?? 'http://127.0.0.1:8546'] } } })
