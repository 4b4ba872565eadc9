// AppKit's no-adapter mode (no-adapter.html): `createAppKit({ projectId, networks, universalProvider })`
// with no `adapters`. WalletConnect is the only way in, for EVM, Solana and Bitcoin; the app signs
// and sends through the provider `useAppKitProvider('eip155')` and `modal.getUniversalProvider()`
// hand out (AppKit's UniversalProvider surface: `request(args, chainId?)`), and with Kit's own
// `signMessage` action. The universal provider is Kit's WalletConnect client on the local relay.
// "Pair through the app's provider" is AppKit's documented flow for an app that pairs itself:
// `provider.on('display_uri', (uri) => modal.open({ uri }))`, `await provider.connect()`, `modal.close()`.
// Hooks find the kit through the page, as AppKit's do, without a provider.
import { signMessage } from '@kit/core'
import { createAppKit, useAppKitAccount, useAppKitProvider, useDisconnect } from '@kit/react'
import { type UniversalProvider, walletConnect } from '@kit/walletconnect'
// bs58: the base58 of the Solana message solana_signMessage takes.
import bs58 from 'bs58'
import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { allNetworks, localBitcoin, localSolana, metadata, projectId, relayUrl, sendTo } from './config.js'

const modal = createAppKit({
  projectId,
  networks: [...allNetworks],
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

const signText = 'Hello from no adapters'
const utf8 = (text: string) => new TextEncoder().encode(text)
const toHex = (text: string) => `0x${[...utf8(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
// Asked for at start-up, as AppKit apps do: it resolves once the kit has announced its connector.
const startupProvider = modal.getUniversalProvider()
const universalProvider = async () => {
  const provider = await startupProvider
  if (!provider) throw new Error('getUniversalProvider() resolved without a provider')
  return provider
}

/** AppKit's flow for an app driving its own provider: it pairs, the modal only shows its URI. */
async function pairThroughAppProvider(onUri: (uri: string) => void): Promise<string> {
  const provider = await universalProvider()
  const show = (uri: string) => {
    onUri(uri)
    void modal.open({ uri })
  }
  provider.on('display_uri', show)
  try {
    const session = await provider.connect()
    return session.topic
  } finally {
    provider.removeListener('display_uri', show)
    await modal.close()
  }
}

type Run = (action: () => Promise<string>, set: (value: string) => void) => () => void

function Output({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <p>
      {label}: <span data-testid={id}>{value}</span>
    </p>
  )
}

/** The names of the events the kit sends, in order (`modal.subscribeEvents`). */
function useKitEventNames(): string[] {
  const [names, setNames] = useState<string[]>([])
  useEffect(() => modal.subscribeEvents((event) => setNames((previous) => [...previous, event.data.event])), [])
  return names
}

/** The app's own pairing through the universal provider, and a malformed `open({ uri })`. */
function AppPairing({ run }: { run: Run }) {
  const [uri, setUri] = useState('')
  const [topic, setTopic] = useState('')
  const events = useKitEventNames()
  return (
    <section>
      <h2>The app's own pairing: open(&#123; uri &#125;)</h2>
      <button type="button" data-testid="app-pair" onClick={run(() => pairThroughAppProvider(setUri), setTopic)}>
        Pair through the app's provider
      </button>
      <button
        type="button"
        data-testid="app-open-bad-uri"
        onClick={run(() => modal.open({ uri: 'https://example.com/not-a-pairing' }).then(() => 'opened'), setTopic)}
      >
        open(&#123; uri &#125;) with a link that is not wc:
      </button>
      <Output id="app-uri" label="URI from display_uri" value={uri} />
      <Output id="app-session" label="Session topic" value={topic} />
      <Output id="app-events" label="Kit events" value={events.join(' ')} />
    </section>
  )
}

/** Solana and Bitcoin messages signed through the universal provider and with Kit's signMessage. */
function OtherNamespaces({ run }: { run: Run }) {
  const solana = useAppKitAccount({ namespace: 'solana' })
  const bitcoin = useAppKitAccount({ namespace: 'bip122' })
  const [solanaSignature, setSolanaSignature] = useState('')
  const [bitcoinSignature, setBitcoinSignature] = useState('')
  const request = async (method: string, params: unknown, chainId: string) =>
    ((await (await universalProvider()).request<{ signature: string }>({ method, params }, chainId)) ?? {}).signature
  return (
    <section>
      <h2>Solana and Bitcoin through the session</h2>
      <Output id="solana-address" label="Solana address" value={solana.address ?? ''} />
      <Output id="bitcoin-address" label="Bitcoin address" value={bitcoin.address ?? ''} />
      <button
        type="button"
        data-testid="solana-sign-provider"
        disabled={!solana.address}
        onClick={run(
          () => request('solana_signMessage', { message: bs58.encode(utf8(signText)), pubkey: solana.address }, localSolana.caipNetworkId),
          setSolanaSignature,
        )}
      >
        Sign (Solana) through getUniversalProvider()
      </button>
      <button
        type="button"
        data-testid="solana-sign-kit"
        disabled={!solana.address}
        onClick={run(() => signMessage(modal, { message: signText, namespace: 'solana' }), setSolanaSignature)}
      >
        Sign (Solana) with Kit's signMessage
      </button>
      <button
        type="button"
        data-testid="bitcoin-sign-provider"
        disabled={!bitcoin.address}
        onClick={run(() => request('signMessage', { address: bitcoin.address, message: signText }, localBitcoin.caipNetworkId), setBitcoinSignature)}
      >
        Sign (Bitcoin) through getUniversalProvider()
      </button>
      <button
        type="button"
        data-testid="bitcoin-sign-kit"
        disabled={!bitcoin.address}
        onClick={run(() => signMessage(modal, { message: signText, namespace: 'bip122' }), setBitcoinSignature)}
      >
        Sign (Bitcoin) with Kit's signMessage
      </button>
      <Output id="solana-signature" label="Solana signature" value={solanaSignature} />
      <Output id="bitcoin-signature" label="Bitcoin signature" value={bitcoinSignature} />
    </section>
  )
}

function NoAdapterApp() {
  const { address, status } = useAppKitAccount()
  const { walletProvider, walletProviderType } = useAppKitProvider<UniversalProvider>('eip155')
  const { disconnect } = useDisconnect()
  const [signature, setSignature] = useState('')
  const [hash, setHash] = useState('')
  const [error, setError] = useState('')
  const run: Run = (action, set) => () => {
    setError('')
    set('')
    action().then(set, (failure: unknown) => setError(`${(failure as Error).name}: ${(failure as Error).message ?? failure}`))
  }
  return (
    <main>
      <h1>No adapters: WalletConnect only</h1>
      <appkit-button />
      <Output id="universal-status" label="Status" value={status} />
      <Output id="universal-address" label="Address" value={address ?? ''} />
      <Output id="universal-provider-type" label="Provider" value={walletProviderType ?? ''} />
      <button
        type="button"
        data-testid="universal-sign"
        disabled={!walletProvider || !address}
        onClick={run(() => walletProvider!.request<string>({ method: 'personal_sign', params: [toHex(signText), address] }), setSignature)}
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
      <Output id="universal-signature" label="Signature" value={signature} />
      <Output id="universal-tx-hash" label="Transaction" value={hash} />
      <AppPairing run={run} />
      <OtherNamespaces run={run} />
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
