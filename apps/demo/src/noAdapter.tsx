// AppKit's no-adapter mode (no-adapter.html): `createAppKit({ projectId, networks, universalProvider })`
// with no `adapters`. WalletConnect is the only way in; the app signs and sends through the
// provider `useAppKitProvider('eip155')` hands out (AppKit's UniversalProvider surface:
// `request(args, chainId?)`). The universal provider is Kit's WalletConnect client on the local
// relay. Hooks find the kit through the page, as AppKit's do, without a provider.
import { createAppKit, useAppKitAccount, useAppKitProvider, useDisconnect } from '@kit/react'
import { type UniversalProvider, walletConnect } from '@kit/walletconnect'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { metadata, networks, projectId, relayUrl, sendTo } from './config.js'

createAppKit({
  projectId,
  networks: [...networks],
  metadata,
  universalProvider: walletConnect({
    relayUrl,
    projectId,
    metadata: { ...metadata, url: location.origin },
    disableVerify: true,
    customStoragePrefix: 'kit.universal.',
  }),
  // Its own storage: the other demo pages on this origin keep their own connections.
  storageKey: 'kit.universal',
  features: { email: false, socials: false },
})

const toHex = (text: string) => `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`

function NoAdapterApp() {
  const { address, status } = useAppKitAccount()
  const { walletProvider, walletProviderType } = useAppKitProvider<UniversalProvider>('eip155')
  const { disconnect } = useDisconnect()
  const [signature, setSignature] = useState('')
  const [hash, setHash] = useState('')
  const [error, setError] = useState('')
  const run = (action: () => Promise<string>, set: (value: string) => void) => () => {
    setError('')
    action().then(set, (failure: unknown) => setError(String((failure as Error).message ?? failure)))
  }
  return (
    <main>
      <h1>No adapters: WalletConnect only</h1>
      <appkit-button />
      <p>
        Status: <span data-testid="universal-status">{status}</span>
      </p>
      <p>
        Address: <span data-testid="universal-address">{address ?? ''}</span>
      </p>
      <p>
        Provider: <span data-testid="universal-provider-type">{walletProviderType ?? ''}</span>
      </p>
      <button
        type="button"
        data-testid="universal-sign"
        disabled={!walletProvider || !address}
        onClick={run(() => walletProvider!.request<string>({ method: 'personal_sign', params: [toHex('Hello from no adapters'), address] }), setSignature)}
      >
        Sign through the provider
      </button>
      <button
        type="button"
        data-testid="universal-send"
        disabled={!walletProvider || !address}
        onClick={run(
          () =>
            walletProvider!.request<string>(
              { method: 'eth_sendTransaction', params: [{ from: address, to: sendTo, value: '0x38d7ea4c68000' }] },
              'eip155:31337',
            ),
          setHash,
        )}
      >
        Send 0.001 ETH through the provider
      </button>
      <button type="button" data-testid="universal-disconnect" onClick={() => void disconnect()}>
        Disconnect
      </button>
      <p>
        Signature: <span data-testid="universal-signature">{signature}</span>
      </p>
      <p>
        Transaction: <span data-testid="universal-tx-hash">{hash}</span>
      </p>
      <p role="alert" data-testid="universal-error">
        {error}
      </p>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <NoAdapterApp />
  </StrictMode>,
)
