import { type Kit, parseUnits, sendTransaction, signMessage } from '@kit/core'
import { waitForTransactionReceipt } from '@kit/adapters-eip155'
import { AppKitButton, AppKitNetworkButton, useAppKitAccount, useAppKitNetwork, useAppKitTheme } from '@kit/react'
import { useState } from 'react'
import { sendTo, signText } from './config.js'

type Result = { value?: string; error?: string; pending?: boolean }

function errorText(error: unknown) {
  return (error as { shortMessage?: string }).shortMessage ?? (error as Error).message ?? String(error)
}

export function App({ kit }: { kit: Kit }) {
  const { address, status } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { themeMode, setThemeMode } = useAppKitTheme()
  const [signature, setSignature] = useState<Result>({})
  const [tx, setTx] = useState<Result>({})

  async function sign() {
    setSignature({ pending: true })
    try {
      setSignature({ value: await signMessage(kit, { message: signText }) })
    } catch (error) {
      setSignature({ error: errorText(error) })
    }
  }

  async function send() {
    setTx({ pending: true })
    try {
      const hash = await sendTransaction(kit, { to: sendTo, value: parseUnits('0.001', 18) })
      setTx({ value: hash, pending: true })
      await waitForTransactionReceipt(kit, { hash })
      setTx({ value: hash })
    } catch (error) {
      setTx({ error: errorText(error) })
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
        </dl>
        <div className="demo-buttons">
          <button type="button" data-testid="demo-sign" disabled={status !== 'connected'} onClick={sign}>
            Sign message
          </button>
          <button type="button" data-testid="demo-send" disabled={status !== 'connected'} onClick={send}>
            Send 0.001 ETH
          </button>
          <button
            type="button"
            data-testid="demo-theme"
            onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}
          >
            {themeMode === 'dark' ? 'Light theme' : 'Dark theme'}
          </button>
        </div>
        <Output label="Signature" testId="demo-signature" result={signature} />
        <Output label="Transaction" testId="demo-tx-hash" result={tx} />
      </section>
    </main>
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
