import { waitForTransactionReceipt } from '@kit/adapters-eip155'
import { type Kit, type Namespace, parseUnits, sendTransaction, signMessage } from '@kit/core'
import { AppKitButton, AppKitNetworkButton, useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitTheme, useSiwxSession } from '@kit/react'
import { lazy, Suspense, useState } from 'react'
import { bitcoinSendTo, featuresOverride, sendTo, signText, solanaSendTo, solanaUsdcMint } from './config.js'
import { EventLog } from './eventLog.js'

// `?features=multiWallet:on`: the page lists the wallets through useAppKitConnections (its own chunk).
const multiWallet = featuresOverride(location.search).multiWallet === true
const Connections = lazy(() => import('./connections.js'))
// `?events`: the page lists the kit's events as useAppKitEvents reports them.
const showEvents = new URLSearchParams(location.search).has('events')

type Result = { value?: string; error?: string; pending?: boolean }

/** What demo-send does on each namespace: receiver, amount, and how to wait for the result. */
const sends: Partial<Record<Namespace, { to: string; value: bigint; label: string; wait(kit: Kit, hash: string): Promise<unknown> }>> = {
  eip155: { to: sendTo, value: parseUnits('0.001', 18), label: 'Send 0.001 ETH', wait: (kit, hash) => waitForTransactionReceipt(kit, { hash }) },
  // Solana's actions load on first use (@kit/adapters-solana/actions), not with the page.
  solana: {
    to: solanaSendTo,
    value: parseUnits('0.001', 9),
    label: 'Send 0.001 SOL',
    wait: async (kit, signature) => (await import('@kit/adapters-solana/actions')).waitForSignature(kit, { signature }),
  },
  // Accepted by the service (broadcast) is the result; the balance follows after the next block.
  bip122: { to: bitcoinSendTo, value: 1_000n, label: 'Send 1,000 sats', wait: async () => undefined },
}

function errorText(error: unknown) {
  return (error as { shortMessage?: string }).shortMessage ?? (error as Error).message ?? String(error)
}

export function App({ kit }: { kit: Kit }) {
  const { address, status } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  // Sign and send act on the active namespace (the one the account button shows).
  const namespace = (caipNetworkId?.split(':')[0] ?? 'eip155') as Namespace
  const sending = sends[namespace]
  const { themeMode, setThemeMode } = useAppKitTheme()
  const [signature, setSignature] = useState<Result>({})
  const [tx, setTx] = useState<Result>({})
  const [tokenTx, setTokenTx] = useState<Result>({})
  const [viewSend, setViewSend] = useState<Result>({})
  const [calls, setCalls] = useState<Result>({})
  const { open } = useAppKit()

  async function sign() {
    setSignature({ pending: true })
    try {
      setSignature({ value: await signMessage(kit, { message: signText, namespace }) })
    } catch (error) {
      setSignature({ error: errorText(error) })
    }
  }

  async function send() {
    if (!sending) return
    setTx({ pending: true })
    try {
      const hash = await sendTransaction(kit, { to: sending.to, value: sending.value, namespace })
      setTx({ value: hash, pending: true })
      await sending.wait(kit, hash)
      setTx({ value: hash })
    } catch (error) {
      setTx({ error: errorText(error) })
    }
  }

  /** EVM: the modal's Send view with presets; `open` resolves with the hash or rejects on close. */
  async function sendWithView() {
    setViewSend({ pending: true })
    try {
      setViewSend({ value: await open({ view: 'WalletSend', arguments: { token: 'USDC', amount: '1', to: sendTo } }) })
    } catch (error) {
      setViewSend({ error: errorText(error) })
    }
  }

  /** EVM: approve + transfer of 1 USDC in one EIP-5792 batch; shows the settled status. */
  async function sendCallsBatch() {
    setCalls({ pending: true })
    try {
      const { sendApproveAndTransfer } = await import('./sendCallsDemo.js')
      const status = await sendApproveAndTransfer(kit, 1_000_000n)
      setCalls({
        value: JSON.stringify({
          id: status.id,
          status: status.status,
          atomic: status.atomic,
          receipts: status.receipts.map((receipt) => receipt.transactionHash),
        }),
      })
    } catch (error) {
      setCalls({ error: errorText(error) })
    }
  }

  /** Solana only: 1 USDC (the devnet's SPL token) to the same receiver. */
  async function sendToken() {
    setTokenTx({ pending: true })
    try {
      const { sendSplToken, waitForSignature } = await import('@kit/adapters-solana/actions')
      const signature = await sendSplToken(kit, { mint: solanaUsdcMint, to: solanaSendTo, amount: 1_000_000n })
      setTokenTx({ value: signature, pending: true })
      await waitForSignature(kit, { signature })
      setTokenTx({ value: signature })
    } catch (error) {
      setTokenTx({ error: errorText(error) })
    }
  }

  return (
    <main className="demo">
      <header className="demo-header">
        <h1>Kit demo</h1>
        <div className="demo-actions">
          <AppKitNetworkButton />
          <AppKitButton />
        </div>
      </header>
      <section className="demo-panel" aria-label="Connection">
        <dl>
          <dt>Status</dt>
          <dd data-testid="demo-status">{status}</dd>
          <dt>Address</dt>
          <dd data-testid="demo-address">{address ?? '—'}</dd>
          <dt>Network</dt>
          <dd data-testid="demo-chain-id">{caipNetworkId ?? '—'}</dd>
          {showEvents ? (
            <>
              <dt>Events</dt>
              <dd>
                <EventLog />
              </dd>
            </>
          ) : null}
          <dt>Namespaces</dt>
          <dd className="demo-namespaces">
            {[...new Set(kit.networks.map((network) => network.chainNamespace))].map((each) => (
              <NamespaceStatus key={each} namespace={each} />
            ))}
          </dd>
          {multiWallet ? (
            <>
              <dt>Wallets</dt>
              <dd>
                <Suspense fallback="—">
                  <Connections />
                </Suspense>
              </dd>
            </>
          ) : null}
        </dl>
        <div className="demo-buttons">
          <button type="button" data-testid="demo-sign" disabled={status !== 'connected'} onClick={sign}>
            Sign message
          </button>
          <button type="button" data-testid="demo-send" disabled={status !== 'connected' || !sending} onClick={send}>
            {sending?.label ?? 'Send'}
          </button>
          {namespace === 'eip155' ? (
            <button type="button" data-testid="demo-open-send" disabled={status !== 'connected'} onClick={sendWithView}>
              Send 1 USDC in the modal
            </button>
          ) : null}
          {namespace === 'eip155' ? (
            <button
              type="button"
              data-testid="demo-open-swap"
              disabled={status !== 'connected'}
              onClick={() => void open({ view: 'Swap', arguments: { fromToken: 'USDC', toToken: 'ETH', amount: '10' } })}
            >
              Swap 10 USDC to ETH
            </button>
          ) : null}
          {namespace === 'eip155' ? (
            <button type="button" data-testid="demo-send-calls" disabled={status !== 'connected'} onClick={sendCallsBatch}>
              Approve + send 1 USDC in one batch
            </button>
          ) : null}
          {namespace === 'solana' ? (
            <button type="button" data-testid="demo-send-token" disabled={status !== 'connected'} onClick={sendToken}>
              Send 1 USDC
            </button>
          ) : null}
          <button type="button" data-testid="demo-theme" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
            {themeMode === 'dark' ? 'Light theme' : 'Dark theme'}
          </button>
        </div>
        <Output label="Signature" testId="demo-signature" result={signature} />
        <Output label="Transaction" testId="demo-tx-hash" result={tx} />
        {namespace === 'eip155' ? <Output label="Send view" testId="demo-open-send-hash" result={viewSend} /> : null}
        {namespace === 'eip155' ? <Output label="Batch" testId="demo-calls-status" result={calls} /> : null}
        {namespace === 'solana' ? <Output label="Token transfer" testId="demo-token-tx-hash" result={tokenTx} /> : null}
      </section>
      <SiwxPanel />
    </main>
  )
}

/** One namespace's own account status (each namespace keeps its own connection). */
function NamespaceStatus({ namespace }: { namespace: Namespace }) {
  const { status } = useAppKitAccount({ namespace })
  return (
    <span>
      {namespace}: <span data-testid={`demo-status-${namespace}`}>{status}</span>{' '}
    </span>
  )
}

function Output({ label, testId, result }: { label: string; testId: string; result: Result }) {
  return (
    <p className="demo-output">
      <span>{label}</span>
      <code data-testid={testId} data-pending={result.pending ? 'true' : 'false'} data-error={result.error ? 'true' : 'false'}>
        {result.error ?? result.value ?? (result.pending ? 'Waiting for the wallet…' : '—')}
      </code>
    </p>
  )
}

/** Sign in with the wallet (`?siwx=required|optional`): the session the kit holds for the account. */
function SiwxPanel() {
  const siwx = useSiwxSession()
  const mode = new URLSearchParams(location.search).get('siwx')
  const toggle = (next: string | null) => {
    const params = new URLSearchParams(location.search)
    if (next) params.set('siwx', next)
    else params.delete('siwx')
    location.search = params.toString()
  }
  return (
    <section className="demo-panel" aria-label="Sign in">
      <label>
        Sign in{' '}
        <select data-testid="demo-siwx-toggle" value={mode ?? 'off'} onChange={(event) => toggle(event.target.value === 'off' ? null : event.target.value)}>
          <option value="off">off</option>
          <option value="required">required</option>
          <option value="optional">optional</option>
        </select>
      </label>
      {siwx.enabled ? (
        <dl>
          <dt>Session</dt>
          <dd data-testid="demo-siwx-status">{siwx.status}</dd>
          <dt>Signed in as</dt>
          <dd data-testid="demo-siwx-address">{siwx.session?.data.accountAddress ?? '—'}</dd>
          <dt>Expires</dt>
          <dd data-testid="demo-siwx-expires">{siwx.session?.data.expirationTime ?? '—'}</dd>
          <dt>Session id</dt>
          <dd data-testid="demo-siwx-session-id">{siwx.session?.id ?? '—'}</dd>
        </dl>
      ) : null}
    </section>
  )
}
