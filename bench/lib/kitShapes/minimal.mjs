// The minimal page (React 18, Ethereum mainnet, one connect button) as each kit writes it: its
// dependencies and its src/main.tsx. `RPC` in a source is replaced by the page's mainnet RPC URL
// (bench/lib/kitApps.mjs). ConnectKit supports React 17/18 only, so every app uses React 18.
import { common, projectId, wagmiDeps } from './shared.mjs'

/** bare wagmi's page: its injected connectors listed by a button of the page itself. */
export const bareWagmiConnect = `function Connect() {
  const [open, setOpen] = useState(false)
  const { connectors, connect } = useConnect()
  return (
    <div id="bench-button">
      <button type="button" onClick={() => setOpen(true)}>Connect Wallet</button>
      {open && (
        <ul>
          {connectors.map((connector) => (
            <li key={connector.uid}><button type="button" onClick={() => connect({ connector })}>{connector.name}</button></li>
          ))}
        </ul>
      )}
    </div>
  )
}
`

/** `<appkit-button>` typed for TSX (AppKit's web component). */
export const appkitButtonType = `
declare global {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': Record<string, unknown>
    }
  }
}
`

export const minimal = {
  kit: {
    label: 'Kit (packed)',
    dependencies: (tarball) => ({
      ...common,
      viem: '^2',
      ...Object.fromEntries(['core', 'frame-protocol', 'adapters-eip155', 'walletconnect', 'ui', 'react'].map((name) => [`@kit/${name}`, tarball(name)])),
    }),
    main: `import { eip155Adapter } from '@kit/adapters-eip155'
import { mainnet } from '@kit/core/networks'
import { AppKitButton, AppKitProvider, createAppKit } from '@kit/react'
import { walletConnect } from '@kit/walletconnect'
import { createRoot } from 'react-dom/client'

const projectId = '${projectId}'
const kit = createAppKit({
  projectId,
  networks: [mainnet],
  rpcUrls: { 'eip155:1': ['RPC'] },
  adapters: [eip155Adapter({ walletConnect: walletConnect({ projectId }) })],
})
createRoot(document.getElementById('root')!).render(
  <AppKitProvider kit={kit}>
    <div id="bench-button"><AppKitButton /></div>
  </AppKitProvider>,
)
`,
  },
  rainbowkit: {
    label: 'RainbowKit',
    dependencies: () => ({ ...common, ...wagmiDeps, '@rainbow-me/rainbowkit': '^2' }),
    main: `import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, RainbowKitProvider, getDefaultConfig } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { http, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = getDefaultConfig({ appName: 'Bench', projectId: '${projectId}', chains: [mainnet], transports: { [mainnet.id]: http('RPC') } })
const queryClient = new QueryClient()
createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <div id="bench-button"><ConnectButton /></div>
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
`,
  },
  connectkit: {
    label: 'ConnectKit',
    dependencies: () => ({ ...common, ...wagmiDeps, connectkit: '^1' }),
    main: `import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider, createConfig, http } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = createConfig(
  getDefaultConfig({ appName: 'Bench', walletConnectProjectId: '${projectId}', chains: [mainnet], transports: { [mainnet.id]: http('RPC') } }),
)
const queryClient = new QueryClient()
createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <div id="bench-button"><ConnectKitButton /></div>
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
`,
  },
  appkit: {
    label: 'Reown AppKit',
    dependencies: () => ({ ...common, ...wagmiDeps, '@reown/appkit': '^1', '@reown/appkit-adapter-wagmi': '^1' }),
    main: `import { createAppKit } from '@reown/appkit/react'
import { mainnet } from '@reown/appkit/networks'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider, http } from 'wagmi'

const projectId = '${projectId}'
const wagmiAdapter = new WagmiAdapter({ projectId, networks: [mainnet], transports: { [mainnet.id]: http('RPC') } })
createAppKit({ adapters: [wagmiAdapter], networks: [mainnet], projectId, metadata: { name: 'Bench', description: 'Bench', url: location.origin, icons: [] } })
const queryClient = new QueryClient()
createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <div id="bench-button"><appkit-button /></div>
    </QueryClientProvider>
  </WagmiProvider>,
)
${appkitButtonType}`,
  },
  wagmi: {
    label: 'bare wagmi',
    dependencies: () => ({ ...common, ...wagmiDeps }),
    main: `import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider, createConfig, http, useConnect } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http('RPC') } })
const queryClient = new QueryClient()

${bareWagmiConnect}
createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <Connect />
    </QueryClientProvider>
  </WagmiProvider>,
)
`,
  },
}
