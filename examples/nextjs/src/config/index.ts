// The config file of AppKit's Next.js + wagmi documentation, with only its imports changed to Kit:
//   '@reown/appkit-adapter-wagmi' → '@kit/adapters-wagmi'
// It runs on the server and in the browser, so it has no 'use client'. The networks are the local
// devnet's (networks.ts), as any AppKit app lists its own.
import { WagmiAdapter } from '@kit/adapters-wagmi'
import { cookieStorage, createStorage } from '@wagmi/core'
import { localAnvil, localBase } from './networks'

// Get projectId from your Kit project (the devnet's project is kit-demo)
export const projectId = process.env.NEXT_PUBLIC_PROJECT_ID ?? 'kit-demo'

if (!projectId) {
  throw new Error('Project ID is not defined')
}

export const networks = [localAnvil, localBase]

//Set up the Wagmi Adapter (Config)
export const wagmiAdapter = new WagmiAdapter({
  storage: createStorage({
    storage: cookieStorage,
  }),
  ssr: true,
  projectId,
  networks,
})

export const config = wagmiAdapter.wagmiConfig
