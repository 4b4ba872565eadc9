// Kit's wagmi test page (wagmi.html): WagmiAdapter with every connector Kit gives wagmi (injected
// and EIP-6963 wallets, WalletConnect on the local relay, the embedded wallet through the secure
// frame), Kit's modal to connect, and wagmi's own hooks to sign, send, connect and disconnect.
// e2e/wagmi-connectors.spec.ts drives it; it is Kit's page (the AppKit port stays unchanged).
import { WagmiAdapter } from '@kit/adapters-wagmi'
import { createAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@kit/react'
import { walletConnect } from '@kit/walletconnect'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { parseEther } from 'viem'
import {
  useAccount,
  useConnect,
  useConnectors,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useDisconnect as useWagmiDisconnect,
  useWaitForTransactionReceipt,
  WagmiProvider,
} from 'wagmi'
import { apiUrl, metadata, networks, projectId, relayUrl, secureUrl, sendTo } from './config.js'

const queryClient = new QueryClient()

const wagmiAdapter = new WagmiAdapter({
  networks: [...networks],
  projectId,
  walletConnect: walletConnect({
    relayUrl,
    projectId,
    metadata: { ...metadata, url: location.origin },
    disableVerify: true,
    customStoragePrefix: 'kit.wagmi.',
  }),
})

createAppKit({
  adapters: [wagmiAdapter],
  networks: [...networks],
  projectId,
  metadata,
  // Its own storage: the other demo pages on this origin keep their own connections.
  storageKey: 'kit.wagmi',
  secureOrigin: secureUrl,
  apiUrl,
  themeMode: 'light',
})

/** The test wallet's EIP-6963 id (e2e/support/fixtures.ts), else any injected wallet wagmi knows. */
const testWalletRdns = 'dev.kit.testwallet'

function WagmiPanel() {
  const { address, isConnected, chainId, connector } = useAccount()
  const connectors = useConnectors()
  const { connect } = useConnect()
  const { disconnect } = useWagmiDisconnect()
  const { signMessage, data: signature, error: signError } = useSignMessage()
  const { sendTransaction, data: hash, error: sendError } = useSendTransaction()
  const { data: receipt } = useWaitForTransactionReceipt({ hash })
  const { switchChain } = useSwitchChain()
  const injected = connectors.find((candidate) => candidate.id === testWalletRdns) ?? connectors.find((candidate) => candidate.type === 'injected')
  return (
    <section>
      <h2>wagmi</h2>
      <p>
        <span data-testid="wagmi-status">{isConnected ? 'connected' : 'disconnected'}</span> <span data-testid="wagmi-address">{address ?? ''}</span>{' '}
        <span data-testid="wagmi-chain">{chainId ?? ''}</span> <span data-testid="wagmi-connector">{connector?.id ?? ''}</span>
      </p>
      <p data-testid="wagmi-connectors">{connectors.map((candidate) => candidate.id).join(' ')}</p>
      <button type="button" data-testid="wagmi-connect-injected" disabled={!injected} onClick={() => injected && connect({ connector: injected })}>
        wagmi connect ({injected?.name ?? 'no injected wallet'})
      </button>
      <button type="button" data-testid="wagmi-disconnect" onClick={() => disconnect()}>
        wagmi disconnect
      </button>
      <button type="button" data-testid="wagmi-switch-8453" onClick={() => switchChain({ chainId: 8453 })}>
        wagmi switch to 8453
      </button>
      <button type="button" data-testid="wagmi-switch-31337" onClick={() => switchChain({ chainId: 31337 })}>
        wagmi switch to 31337
      </button>
      <button type="button" data-testid="wagmi-sign" onClick={() => signMessage({ message: 'Hello from wagmi on Kit' })}>
        wagmi sign
      </button>
      <button type="button" data-testid="wagmi-send" onClick={() => sendTransaction({ to: sendTo, value: parseEther('0.001') })}>
        wagmi send 0.001 ETH
      </button>
      <p>
        <code data-testid="wagmi-signature">{signature ?? ''}</code> <span data-testid="wagmi-error">{(signError ?? sendError)?.message ?? ''}</span>
      </p>
      <p>
        <code data-testid="wagmi-hash">{hash ?? ''}</code> <span data-testid="wagmi-receipt">{receipt?.status ?? ''}</span>
      </p>
    </section>
  )
}

function KitPanel() {
  const { address, isConnected } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  return (
    <section>
      <h2>Kit</h2>
      <appkit-button />
      <p>
        <span data-testid="demo-status">{isConnected ? 'connected' : 'disconnected'}</span> <span data-testid="demo-address">{address ?? ''}</span>{' '}
        <span data-testid="demo-chain-id">{caipNetworkId ?? ''}</span>
      </p>
      <button type="button" data-testid="kit-disconnect" onClick={() => disconnect()}>
        Kit disconnect
      </button>
    </section>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <main>
          <h1>wagmi on Kit</h1>
          <KitPanel />
          <WagmiPanel />
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
