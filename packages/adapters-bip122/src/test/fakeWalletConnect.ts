import type { BitcoinTestWallet } from '@kit/test'
import type { WalletConnectEvent, WalletConnectHandle, WalletConnectNamespace, WalletConnectSession } from '@kit/walletconnect'

/**
 * An in-memory stand-in for @kit/walletconnect's handle whose "wallet" is the @kit/test Bitcoin
 * wallet answering Reown's bip122 methods (getAccountAddresses, signMessage, signPsbt). It checks
 * the adapter's side of the protocol; the relay itself is covered by @kit/walletconnect's tests.
 */
export function createFakeWalletConnect(wallet: BitcoinTestWallet) {
  const namespaces: WalletConnectNamespace[] = []
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  const requests: { chainId: string; method: string; params: unknown }[] = []
  let session: WalletConnectSession | undefined
  let approve = true

  const toWalletError = (error: unknown) => {
    const { code, message } = error as { code?: number; message?: string }
    return Object.assign(new Error(message ?? 'error'), { code: code === -32000 ? 4001 : (code ?? 5000) })
  }
  const buildSession = (): WalletConnectSession => {
    const addresses = wallet.getAllAddresses()
    const proposed = namespaces.find((namespace) => namespace.namespace === 'bip122')
    const chains = (proposed?.chains ?? []).filter((chain) => addresses.some((address) => address.network === chain))
    return {
      topic: `topic-${Math.random().toString(36).slice(2)}`,
      expiry: Math.floor(Date.now() / 1000) + 3600,
      namespaces: {
        bip122: {
          chains,
          accounts: addresses.filter((address) => chains.includes(address.network)).map((address) => `${address.network}:${address.address}`),
          methods: [...(proposed?.methods ?? [])],
          events: [...(proposed?.events ?? [])],
        },
      },
      peer: { name: 'Fake WalletConnect wallet', url: 'http://localhost', icons: [] },
    }
  }

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
      for (const listener of listeners) listener({ type: 'display_uri', uri: 'wc:fake@2', expiresAt: Date.now() + 240_000 })
      if (!approve) throw Object.assign(new Error('User rejected.'), { code: 5000 })
      await wallet.request('getAccounts', {}).catch((error: unknown) => Promise.reject(toWalletError(error)))
      session = buildSession()
      return session
    },
    getPairing: () => undefined,
    getSession: () => session,
    restore: async () => session,
    async request<result>({ chainId, method, params }: { chainId: string; method: string; params?: unknown }) {
      requests.push({ chainId, method, params })
      const p = params as Record<string, unknown>
      try {
        if (method === 'getAccountAddresses')
          return wallet
            .getAllAddresses()
            .filter((address) => address.network === chainId)
            .map(({ address, publicKey, purpose }) => ({
              address,
              publicKey,
              intention: purpose === 'ordinals' ? 'ordinal' : 'payment',
            })) as result
        if (method === 'signMessage') return (await wallet.request('signMessage', { address: p.address, message: p.message })) as result
        if (method === 'signPsbt') {
          const signInputs: Record<string, number[]> = {}
          for (const input of p.signInputs as { address: string; index: number }[]) (signInputs[input.address] ??= []).push(input.index)
          return (await wallet.request('signPsbt', { psbt: p.psbt, signInputs, network: chainId })) as result
        }
      } catch (error) {
        throw toWalletError(error)
      }
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
    },
    async disconnect() {
      if (!session) return
      const { topic } = session
      session = undefined
      for (const listener of listeners) listener({ type: 'session_delete', topic })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isLoaded: () => true,
    destroy: async () => undefined,
  }
  return {
    handle,
    namespaces,
    requests,
    setApprove(value: boolean) {
      approve = value
    },
  }
}
