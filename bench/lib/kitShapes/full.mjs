// The full-featured page as each kit writes it: every namespace the kit supports (EVM, Solana,
// Bitcoin), email and social login, WalletConnect and a required sign-in with the wallet (SIWX),
// each through the kit's documented setup. Kit: its three adapters from the packed packages
// (docs/guide/adapters.md), `secureOrigin` for email and socials, `localSiwx` (sessions in the
// browser: no server to reach). Reown AppKit: its wagmi, Solana and Bitcoin adapters, email and
// socials, `DefaultSIWX` of @reown/appkit-siwx (local storage and local verifiers: offline).
// RainbowKit and ConnectKit are EVM only and have no email or social login: their default config
// (WalletConnect included) and their own SIWE (RainbowKit's authentication adapter, ConnectKit's
// SIWEProvider). Bare wagmi is the minimal page's: the yardstick, not a kit. Every RPC, the secure
// frame and the sign-in's checks stay on the page's own origin.
import { appkitButtonType, minimal } from './minimal.mjs'
import { common, projectId, wagmiDeps } from './shared.mjs'

/** The social providers both kits with social login list (AppKit's default set). */
const socials = "['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']"
const siweDeps = { viem: '^2' }

/** RainbowKit's and ConnectKit's SIWE message: viem's EIP-4361 writer, checked by nobody (no server). */
const siweMessage = `({ nonce, address, chainId }: { nonce: string; address: \`0x\${string}\`; chainId: number }) =>
  createSiweMessage({ domain: location.host, uri: location.origin, version: '1', statement: 'Sign in to Bench', address, chainId, nonce })`

export const full = {
  kit: {
    label: 'Kit (packed)',
    dependencies: (tarball) => ({
      ...common,
      viem: '^2',
      '@solana/web3.js': '^1.98.0',
      'bitcoinjs-lib': '^7.0.0',
      ...Object.fromEntries(
        ['core', 'frame-protocol', 'adapters-eip155', 'adapters-solana', 'adapters-bip122', 'walletconnect', 'ui', 'react'].map((name) => [
          `@kit/${name}`,
          tarball(name),
        ]),
      ),
    }),
    main: `import { bitcoinAdapter } from '@kit/adapters-bip122'
import { eip155Adapter } from '@kit/adapters-eip155'
import { solanaAdapter } from '@kit/adapters-solana'
import { localSiwx } from '@kit/core'
import { bitcoin, mainnet, solana } from '@kit/core/networks'
import { AppKitButton, AppKitProvider, createAppKit } from '@kit/react'
import { walletConnect } from '@kit/walletconnect'
import { createRoot } from 'react-dom/client'

const projectId = '${projectId}'
// One WalletConnect handle shared by the adapters: one QR code pairs every namespace.
const wc = walletConnect({ projectId })
const kit = createAppKit({
  projectId,
  networks: [mainnet, solana, bitcoin],
  rpcUrls: { [mainnet.caipNetworkId]: ['RPC'], [solana.caipNetworkId]: ['RPC'], [bitcoin.caipNetworkId]: ['RPC'] },
  adapters: [eip155Adapter({ walletConnect: wc }), solanaAdapter({ walletConnect: wc }), bitcoinAdapter({ walletConnect: wc })],
  metadata: { name: 'Bench', description: 'Bench', url: location.origin, icons: [] },
  features: { email: true, socials: ${socials} },
  secureOrigin: location.origin + '/secure',
  siwx: localSiwx({ required: true, verify: () => true }),
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
    dependencies: () => ({ ...common, ...wagmiDeps, ...siweDeps, '@rainbow-me/rainbowkit': '^2' }),
    main: `import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, RainbowKitAuthenticationProvider, RainbowKitProvider, createAuthenticationAdapter, getDefaultConfig } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useMemo, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import { http, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = getDefaultConfig({ appName: 'Bench', projectId: '${projectId}', chains: [mainnet], transports: { [mainnet.id]: http('RPC') } })
const queryClient = new QueryClient()

function Auth({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<'unauthenticated' | 'authenticated'>('unauthenticated')
  const adapter = useMemo(
    () =>
      createAuthenticationAdapter({
        getNonce: async () => generateSiweNonce(),
        createMessage: ${siweMessage},
        verify: async () => {
          setStatus('authenticated')
          return true
        },
        signOut: async () => setStatus('unauthenticated'),
      }),
    [],
  )
  return <RainbowKitAuthenticationProvider adapter={adapter} status={status}>{children}</RainbowKitAuthenticationProvider>
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <Auth>
        <RainbowKitProvider>
          <div id="bench-button"><ConnectButton /></div>
        </RainbowKitProvider>
      </Auth>
    </QueryClientProvider>
  </WagmiProvider>,
)
`,
  },
  connectkit: {
    label: 'ConnectKit',
    dependencies: () => ({ ...common, ...wagmiDeps, ...siweDeps, connectkit: '^1' }),
    main: `import { ConnectKitButton, ConnectKitProvider, SIWEProvider, getDefaultConfig } from 'connectkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import { WagmiProvider, createConfig, http } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = createConfig(
  getDefaultConfig({ appName: 'Bench', walletConnectProjectId: '${projectId}', chains: [mainnet], transports: { [mainnet.id]: http('RPC') } }),
)
const queryClient = new QueryClient()
const siwe = {
  getNonce: async () => generateSiweNonce(),
  createMessage: ${siweMessage},
  verifyMessage: async () => true,
  getSession: async () => null,
  signOut: async () => true,
}
createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <SIWEProvider {...siwe}>
        <ConnectKitProvider>
          <div id="bench-button"><ConnectKitButton /></div>
        </ConnectKitProvider>
      </SIWEProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
`,
  },
  appkit: {
    label: 'Reown AppKit',
    dependencies: () => ({
      ...common,
      ...wagmiDeps,
      '@reown/appkit': '^1',
      '@reown/appkit-adapter-wagmi': '^1',
      '@reown/appkit-adapter-solana': '^1',
      '@reown/appkit-adapter-bitcoin': '^1',
      '@reown/appkit-siwx': '^1',
      buffer: '^6.0.3',
    }),
    // Its Solana and Bitcoin adapters use Node's Buffer and global as they load: an app on Vite
    // defines them first, as @reown/appkit-polyfills does (which its own "sideEffects": false drops).
    files: {
      'src/polyfills.ts': `import { Buffer } from 'buffer'

const page = globalThis as Record<string, unknown>
page.Buffer ??= Buffer
page.global ??= globalThis
page.process ??= { env: {}, version: '', browser: true }
`,
    },
    main: `import './polyfills'
import { createAppKit } from '@reown/appkit/react'
import { bitcoin, mainnet, solana } from '@reown/appkit/networks'
import { BitcoinAdapter } from '@reown/appkit-adapter-bitcoin'
import { SolanaAdapter } from '@reown/appkit-adapter-solana/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { DefaultSIWX } from '@reown/appkit-siwx'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider, http } from 'wagmi'

const projectId = '${projectId}'
const wagmiAdapter = new WagmiAdapter({ projectId, networks: [mainnet], transports: { [mainnet.id]: http('RPC') } })
createAppKit({
  adapters: [wagmiAdapter, new SolanaAdapter(), new BitcoinAdapter({ projectId })],
  networks: [mainnet, solana, bitcoin],
  projectId,
  metadata: { name: 'Bench', description: 'Bench', url: location.origin, icons: [] },
  customRpcUrls: { [solana.caipNetworkId]: [{ url: 'RPC' }], [bitcoin.caipNetworkId]: [{ url: 'RPC' }] },
  features: { email: true, socials: ${socials} },
  siwx: new DefaultSIWX({ required: true }),
})
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
  wagmi: minimal.wagmi,
}
