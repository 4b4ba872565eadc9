import type { CaipNetworkId } from '@kit/core'
import type { WalletConnectHandle, WalletConnectSession } from '@kit/walletconnect'
import { InvalidWalletResponseError } from '../errors/bitcoin.js'
import type { BitcoinAccount, BitcoinWallet, BitcoinWalletEvent } from '../types.js'
import { addressType, inferPurpose } from '../utils/address.js'
import { toBip122NetworkId } from '../utils/bitcoinNetworks.js'

/** The bip122 methods Kit proposes over WalletConnect (Reown's Bitcoin RPC). */
export const bip122WalletConnectMethods = ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'] as const
/** The bip122 events Kit proposes (besides the defaults). */
export const bip122WalletConnectEvents = ['bip122_addressesChanged'] as const

/** 4100: the session holds no bip122 account (core maps it to UnauthorizedProviderError). */
function noAccount(): Error & { code: number } {
  return Object.assign(new Error('The wallet approved no bip122 account'), { code: 4100 })
}

/** `bip122:<ref>:<address>` accounts of the session on `networkId` (all networks when undefined). */
function sessionAddresses(session: WalletConnectSession | undefined, networkId: CaipNetworkId | undefined) {
  const accounts = session?.namespaces.bip122?.accounts ?? []
  return accounts
    .map((account) => {
      const [namespace, reference, address] = account.split(':')
      return { chain: `${namespace}:${reference}`, address: address ?? '' }
    })
    .filter(({ chain, address }) => address && (!networkId || toBip122NetworkId(chain) === networkId))
}

const fallbackAccount = (address: string): BitcoinAccount => ({ address, publicKey: '', purpose: inferPurpose(address), addressType: addressType(address) })

/**
 * The session's Bitcoin accounts with their purposes and public keys, asked once per session topic
 * with `getAccountAddresses` (inferred from the address types when the wallet does not answer).
 */
function createSessionAccounts(handle: WalletConnectHandle) {
  const details = new Map<string, { topic: string; account: BitcoinAccount }>()

  async function learn(session: WalletConnectSession, first: { address: string; chain: string }) {
    try {
      const result = await handle.request<unknown>({
        chainId: first.chain,
        method: 'getAccountAddresses',
        params: { account: first.address, intentions: ['payment', 'ordinal'] },
      })
      for (const entry of Array.isArray(result) ? result : []) {
        const { address, publicKey, intention } = (entry ?? {}) as Record<string, unknown>
        if (typeof address !== 'string') continue
        const purpose = intention === 'payment' ? 'payment' : intention === 'ordinal' || intention === 'ordinals' ? 'ordinals' : inferPurpose(address)
        details.set(address, {
          topic: session.topic,
          account: { address, publicKey: typeof publicKey === 'string' ? publicKey : '', purpose, addressType: addressType(address) },
        })
      }
    } catch {
      // The wallet does not answer getAccountAddresses: purposes are inferred from the address types.
    }
  }

  return {
    accountOf: (address: string) => details.get(address)?.account ?? fallbackAccount(address),
    async toAccounts(session: WalletConnectSession, networkId: CaipNetworkId | undefined): Promise<BitcoinAccount[]> {
      const found = sessionAddresses(session, networkId)
      const missing = found.filter(({ address }) => details.get(address)?.topic !== session.topic)
      if (missing.length) await learn(session, missing[0]!)
      return found.map(({ address }) => details.get(address)?.account ?? fallbackAccount(address))
    },
  }
}

/**
 * A {@link BitcoinWallet} over the kit's shared WalletConnect handle (bip122 namespace): accounts
 * from the session, purposes from `getAccountAddresses` when the wallet answers it, and
 * `signMessage` / `signPsbt` as session requests.
 */
export function fromWalletConnect(handle: WalletConnectHandle): BitcoinWallet {
  const { toAccounts, accountOf } = createSessionAccounts(handle)

  const chainOf = (networkId: CaipNetworkId) => {
    const session = handle.getSession()
    return session?.namespaces.bip122?.chains.find((chain) => toBip122NetworkId(chain) === networkId) ?? networkId
  }

  return {
    source: 'walletconnect',
    async connect({ networkId, signal }) {
      const session = await handle.connect({ signal })
      if (!session.namespaces.bip122) throw noAccount()
      return toAccounts(session, networkId)
    },
    async getAccounts({ networkId }) {
      const session = handle.getSession() ?? (await handle.restore())
      return session?.namespaces.bip122 ? toAccounts(session, networkId) : []
    },
    getNetworkId: async () => undefined,
    getNetworkIds: () => (handle.getSession()?.namespaces.bip122?.chains ?? []).map(toBip122NetworkId).filter((id): id is CaipNetworkId => !!id),
    async signMessage({ address, message, networkId }) {
      const result = await handle.request<{ signature?: unknown }>({
        chainId: chainOf(networkId),
        method: 'signMessage',
        params: { account: address, address, message, protocol: 'bip322' },
      })
      if (typeof result?.signature !== 'string') throw new InvalidWalletResponseError({ method: 'signMessage', details: 'no signature' })
      return result.signature
    },
    async signPsbt({ psbt, signInputs, broadcast, networkId }) {
      const entries = Object.entries(signInputs)
      const inputs = entries.flatMap(([address, indexes]) =>
        indexes.map((index) => ({ address, index, sighashTypes: [addressType(address) === 'p2tr' ? 0 : 1] })),
      )
      const result = await handle.request<{ psbt?: unknown; txid?: unknown }>({
        chainId: chainOf(networkId),
        method: 'signPsbt',
        params: { account: entries[0]?.[0], psbt, signInputs: inputs, broadcast: broadcast ?? false },
      })
      if (typeof result?.psbt !== 'string') throw new InvalidWalletResponseError({ method: 'signPsbt', details: 'no base64 PSBT' })
      return { psbt: result.psbt, txid: typeof result.txid === 'string' ? result.txid : undefined }
    },
    disconnect: () => handle.disconnect(),
    subscribe(listener: (event: BitcoinWalletEvent) => void) {
      return handle.subscribe((event) => {
        if (event.type === 'session_delete' || event.type === 'session_expire') return listener({ type: 'disconnect' })
        if (event.type === 'session_update') {
          void toAccounts(event.session, undefined).then((accounts) => listener({ type: 'accountsChanged', accounts }))
          return
        }
        if (event.type === 'session_event' && event.name === 'bip122_addressesChanged' && Array.isArray(event.data)) {
          const accounts = (event.data as unknown[])
            .map((entry) => (typeof entry === 'string' ? entry : (entry as { address?: unknown } | null)?.address))
            .filter((address): address is string => typeof address === 'string')
            .map(accountOf)
          listener({ type: 'accountsChanged', accounts })
        }
      })
    },
  }
}
