// An app written from Reown AppKit's React documentation (Wagmi quickstart, hooks, components,
// theming, options) with only its imports changed to Kit:
//   '@reown/appkit/react'          → '@kit/react'
//   '@reown/appkit-adapter-wagmi'  → '@kit/adapters-wagmi'
// The networks are the local devnet's (any AppKit app defines its own). Nothing else differs
// from e2e/fixtures/appkit-app.reown.tsx, the same app on Reown AppKit: e2e/appkit-port.spec.ts
// reads both and fails on any difference outside the import lines. The hooks find the kit
// `createAppKit` made through the page, as AppKit's do, without a provider.
import { WagmiAdapter } from '@kit/adapters-wagmi'
import { createAppKit, useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitState, useAppKitTheme, useDisconnect } from '@kit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { parseEther } from 'viem'
import { useAccount, useSendTransaction, useSignMessage, useSwitchChain, useWaitForTransactionReceipt, WagmiProvider } from 'wagmi'
import { networks as localNetworks, metadata, projectId, sendTo } from './config.js'

// 0. Setup queryClient
const queryClient = new QueryClient()

// 1. Networks and the Wagmi Adapter
const networks = [...localNetworks]
const wagmiAdapter = new WagmiAdapter({ networks, projectId, ssr: false })

// 2. Create the modal
const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata,
  features: { analytics: true, email: false, socials: false },
  themeMode: 'light',
  themeVariables: { '--w3m-accent': '#7B61FF', '--w3m-border-radius-master': '2px' },
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
})

function AppKitProvider({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

function WagmiPanel() {
  const { address, isConnected, chainId } = useAccount()
  const { signMessage, data: signature } = useSignMessage()
  const { sendTransaction, data: hash } = useSendTransaction()
  const { data: receipt } = useWaitForTransactionReceipt({ hash })
  const { switchChain } = useSwitchChain()
  return (
    <section>
      <h2>wagmi</h2>
      <p>
        <span data-testid="port-wagmi-status">{isConnected ? 'connected' : 'disconnected'}</span> <span data-testid="port-wagmi-address">{address ?? ''}</span>{' '}
        <span data-testid="port-wagmi-chain">{chainId ?? ''}</span>
      </p>
      <button type="button" data-testid="port-sign" onClick={() => signMessage({ message: 'Hello from an AppKit app' })}>
        Sign message
      </button>
      <button type="button" data-testid="port-send" onClick={() => sendTransaction({ to: sendTo, value: parseEther('0.001') })}>
        Send 0.001 ETH
      </button>
      <button type="button" data-testid="port-switch-8453" onClick={() => switchChain({ chainId: 8453 })}>
        Switch to 8453
      </button>
      <p>
        <code data-testid="port-signature">{signature ?? ''}</code>
      </p>
      <p>
        <code data-testid="port-hash">{hash ?? ''}</code> <span data-testid="port-receipt">{receipt?.status ?? ''}</span>
      </p>
    </section>
  )
}

function AppKitPanel() {
  const { open } = useAppKit()
  const { address, isConnected } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { open: isOpen } = useAppKitState()
  const { setThemeMode } = useAppKitTheme()
  const { disconnect } = useDisconnect()
  return (
    <section>
      <h2>AppKit</h2>
      <appkit-button />
      <p>
        <span data-testid="port-kit-status">{isConnected ? 'connected' : 'disconnected'}</span> <span data-testid="port-kit-address">{address ?? ''}</span>{' '}
        <span data-testid="port-kit-network">{caipNetworkId ?? ''}</span> <span data-testid="port-modal-open">{String(isOpen)}</span>
      </p>
      <button type="button" data-testid="port-open-networks" onClick={() => open({ view: 'Networks' })}>
        Open networks
      </button>
      <button type="button" data-testid="port-dark" onClick={() => setThemeMode('dark')}>
        Dark mode
      </button>
      <button type="button" data-testid="port-disconnect" onClick={() => disconnect()}>
        Disconnect
      </button>
      <button type="button" data-testid="port-instance-address" onClick={() => alert(modal.getAddress() ?? 'none')}>
        modal.getAddress()
      </button>
    </section>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppKitProvider>
      <main>
        <h1>AppKit app on Kit</h1>
        <AppKitPanel />
        <WagmiPanel />
      </main>
    </AppKitProvider>
  </StrictMode>,
)
