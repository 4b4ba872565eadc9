// The page a wagmi user has: WagmiProvider, QueryClientProvider, a wagmi hook (useAccount) shown
// on the page, and the kit's connect button. Kit through @kit/adapters-wagmi (WagmiAdapter, as in
// apps/demo/src/appkitPort.tsx: AppKit's wagmi setup with Kit's imports), Reown AppKit through
// @reown/appkit-adapter-wagmi, RainbowKit, ConnectKit, and bare wagmi (its connectors listed by a
// button of the page). Kit's adapter and bare wagmi use wagmi 3 (the adapter's peer range);
// RainbowKit and ConnectKit support wagmi 2 only, and AppKit keeps the wagmi 2 of the minimal page.
import { appkitButtonType, bareWagmiConnect } from './minimal.mjs'
import { common, projectId, wagmiDeps } from './shared.mjs'

const wagmi3Deps = { ...wagmiDeps, wagmi: '^3.7.7' }

/** The wagmi hook every page shows: the account's status. */
const account = `function Account() {
  const { status } = useAccount()
  return <p id="bench-account">{status}</p>
}
`

/** AppKit's documented wagmi page, with `react` and `adapter` the kit's import sources for createAppKit and WagmiAdapter. */
const appkitWagmiMain = ({ react, adapter }) => `import { createAppKit } from '${react}'
import { mainnet } from '${react === '@kit/react' ? '@kit/core/networks' : '@reown/appkit/networks'}'
import { WagmiAdapter } from '${adapter}'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider, http, useAccount } from 'wagmi'

const projectId = '${projectId}'
const wagmiAdapter = new WagmiAdapter({ projectId, networks: [mainnet], transports: { [mainnet.id]: http('RPC') } })
createAppKit({ adapters: [wagmiAdapter], networks: [mainnet], projectId, metadata: { name: 'Bench', description: 'Bench', url: location.origin, icons: [] } })
const queryClient = new QueryClient()

${account}
createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <div id="bench-button"><appkit-button /></div>
      <Account />
    </QueryClientProvider>
  </WagmiProvider>,
)
${react === '@kit/react' ? '' : appkitButtonType}`

export const wagmi = {
  kit: {
    label: 'Kit (packed)',
    dependencies: (tarball) => ({
      ...common,
      ...wagmi3Deps,
      ...Object.fromEntries(['core', 'frame-protocol', 'adapters-wagmi', 'walletconnect', 'ui', 'react'].map((name) => [`@kit/${name}`, tarball(name)])),
    }),
    main: appkitWagmiMain({ react: '@kit/react', adapter: '@kit/adapters-wagmi' }),
  },
  rainbowkit: {
    label: 'RainbowKit',
    dependencies: () => ({ ...common, ...wagmiDeps, '@rainbow-me/rainbowkit': '^2' }),
    main: `import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, RainbowKitProvider, getDefaultConfig } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { http, WagmiProvider, useAccount } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = getDefaultConfig({ appName: 'Bench', projectId: '${projectId}', chains: [mainnet], transports: { [mainnet.id]: http('RPC') } })
const queryClient = new QueryClient()

${account}
createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <div id="bench-button"><ConnectButton /></div>
        <Account />
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
import { WagmiProvider, createConfig, http, useAccount } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = createConfig(
  getDefaultConfig({ appName: 'Bench', walletConnectProjectId: '${projectId}', chains: [mainnet], transports: { [mainnet.id]: http('RPC') } }),
)
const queryClient = new QueryClient()

${account}
createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <div id="bench-button"><ConnectKitButton /></div>
        <Account />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
`,
  },
  appkit: {
    label: 'Reown AppKit',
    dependencies: () => ({ ...common, ...wagmiDeps, '@reown/appkit': '^1', '@reown/appkit-adapter-wagmi': '^1' }),
    main: appkitWagmiMain({ react: '@reown/appkit/react', adapter: '@reown/appkit-adapter-wagmi' }),
  },
  wagmi: {
    label: 'bare wagmi 3',
    dependencies: () => ({ ...common, ...wagmi3Deps }),
    main: `import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider, createConfig, http, useAccount, useConnect } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http('RPC') } })
const queryClient = new QueryClient()

${account}
${bareWagmiConnect}
createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <Connect />
      <Account />
    </QueryClientProvider>
  </WagmiProvider>,
)
`,
  },
}
