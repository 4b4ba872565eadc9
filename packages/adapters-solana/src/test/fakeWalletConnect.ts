import type { SolanaTestWallet } from '@kit/test'
import type { WalletConnectEvent, WalletConnectHandle, WalletConnectNamespace, WalletConnectSession } from '@kit/walletconnect'
import { decodeBase58, encodeBase58 } from '../utils/base58.js'

type Feature = Record<string, (...inputs: unknown[]) => Promise<unknown>>

/**
 * An in-memory stand-in for @kit/walletconnect's handle whose "wallet" is the @kit/test Solana
 * wallet answering Reown's Solana methods. It checks the adapter's side of the protocol; the
 * relay itself is covered by @kit/walletconnect's tests.
 */
export function createFakeWalletConnect(wallet: SolanaTestWallet, { signatureOnly = false } = {}) {
  const namespaces: WalletConnectNamespace[] = []
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  const requests: { chainId: string; method: string; params: unknown }[] = []
  let session: WalletConnectSession | undefined
  const feature = (name: string) => wallet.part.features[name]!.methods as unknown as Feature
  const account = () => ({ address: wallet.getAddress() })
  const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
  const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))
  const emit = (event: WalletConnectEvent) => [...listeners].forEach((listener) => listener(event))

  const handle: WalletConnectHandle = {
    id: 'walletConnect',
    name: 'WalletConnect',
    icon: 'data:image/svg+xml,<svg/>',
    relayUrl: 'ws://127.0.0.1:1',
    registerNamespace(namespace) {
      namespaces.push(namespace)
      return () => namespaces.splice(namespaces.indexOf(namespace), 1)
    },
    getProposalNamespaces: () => ({}),
    prepare: async () => undefined,
    async connect() {
      if (session) return session
      emit({ type: 'display_uri', uri: 'wc:fake@2', expiresAt: Date.now() + 240_000 })
      await wallet.part.connect({})
      const proposed = namespaces.find((namespace) => namespace.namespace === 'solana')
      session = {
        topic: 'topic',
        expiry: Math.floor(Date.now() / 1000) + 3600,
        namespaces: {
          solana: {
            chains: [...(proposed?.chains ?? [])],
            accounts: (proposed?.chains ?? []).map((chain) => `${chain}:${wallet.getAddress()}`),
            methods: [...(proposed?.methods ?? [])],
            events: [],
          },
        },
        peer: { name: 'Fake WalletConnect wallet', url: 'http://localhost', icons: [] },
      }
      emit({ type: 'session', session })
      return session
    },
    getPairing: () => undefined,
    getSession: () => session,
    restore: async () => session,
    async request<result>({ chainId, method, params }: { chainId: string; method: string; params?: unknown }): Promise<result> {
      requests.push({ chainId, method, params })
      const p = params as Record<string, unknown>
      if (method === 'solana_signMessage') {
        const [output] = (await feature('solana:signMessage').signMessage!({ account: account(), message: decodeBase58(p.message as string) })) as {
          signature: Uint8Array
        }[]
        return { signature: encodeBase58(output!.signature) } as result
      }
      if (method === 'solana_signTransaction') {
        const [output] = (await feature('solana:signTransaction').signTransaction!({
          account: account(),
          transaction: fromBase64(p.transaction as string),
        })) as { signedTransaction: Uint8Array }[]
        if (!signatureOnly) return { transaction: toBase64(output!.signedTransaction) } as result
        // Older wallets: only the signature (the first signature slot, after its 1-byte count).
        return { signature: encodeBase58(output!.signedTransaction.slice(1, 65)) } as result
      }
      if (method === 'solana_signAllTransactions') {
        const outputs = (await feature('solana:signTransaction').signTransaction!(
          ...(p.transactions as string[]).map((transaction) => ({ account: account(), transaction: fromBase64(transaction) })),
        )) as { signedTransaction: Uint8Array }[]
        return { transactions: outputs.map((output) => toBase64(output.signedTransaction)) } as result
      }
      if (method === 'solana_signAndSendTransaction') {
        const [output] = (await feature('solana:signAndSendTransaction').signAndSendTransaction!({
          account: account(),
          transaction: fromBase64(p.transaction as string),
          chain: 'solana:devnet',
          options: p.sendOptions,
        })) as { signature: Uint8Array }[]
        return { signature: encodeBase58(output!.signature) } as result
      }
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
    },
    async disconnect() {
      session = undefined
      emit({ type: 'session_delete', topic: 'topic' })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isLoaded: () => true,
    destroy: async () => undefined,
  }
  return { handle, requests, namespaces }
}
