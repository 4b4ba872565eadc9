import { type CaipNetworkId, UnrecognizedChainError } from '@kit/core'
import type { SatsConnectProvider } from '../discovery/satsConnect.js'
import { InvalidWalletResponseError } from '../errors/bitcoin.js'
import type { BitcoinAccount, BitcoinAddressType, BitcoinWallet, BitcoinWalletEvent } from '../types.js'
import { addressType, inferPurpose, isAddressOfNetwork } from '../utils/address.js'
import { fromSatsConnectNetworkName, toSatsConnectNetworkName } from '../utils/bitcoinNetworks.js'

/** A JSON-RPC error a sats-connect provider answered with; `code` is what the adapter maps. */
export class SatsConnectRpcError extends Error {
  override name = 'SatsConnectRpcError'
  readonly code: number | undefined
  readonly data: unknown
  constructor({ code, message, data }: { code?: unknown; message?: unknown; data?: unknown }) {
    super(typeof message === 'string' && message ? message : 'The wallet returned an error')
    this.code = typeof code === 'number' ? code : undefined
    this.data = data
  }
}

const addressTypes: readonly BitcoinAddressType[] = ['p2wpkh', 'p2tr', 'p2sh', 'p2pkh', 'p2wsh']

function toAccount(value: unknown): BitcoinAccount | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { address, publicKey, purpose, addressType: type } = value as Record<string, unknown>
  if (typeof address !== 'string') return undefined
  return {
    address,
    publicKey: typeof publicKey === 'string' ? publicKey : '',
    purpose: purpose === 'payment' || purpose === 'ordinals' ? purpose : inferPurpose(address),
    addressType: addressTypes.includes(type as BitcoinAddressType) ? (type as BitcoinAddressType) : addressType(address),
  }
}

function toAccounts(method: string, value: unknown, networkId: CaipNetworkId | undefined): BitcoinAccount[] {
  const list = Array.isArray(value) ? value : (value as { addresses?: unknown } | null)?.addresses
  if (!Array.isArray(list)) throw new InvalidWalletResponseError({ method, details: `expected a list of addresses, got ${JSON.stringify(value)}` })
  return list
    .map(toAccount)
    .filter((account): account is BitcoinAccount => !!account)
    .filter((account) => !networkId || isAddressOfNetwork(account.address, networkId))
}

type SatsConnectRpc = (method: string, params?: unknown) => Promise<unknown>

/** A sats-connect RPC: the result of its `{ result } | { error }` envelope; an error reply or a thrown non-wallet error is SatsConnectRpcError. */
function satsConnectRpc(provider: SatsConnectProvider): SatsConnectRpc {
  return async (method, params) => {
    let response: unknown
    try {
      response = await provider.request(method, params)
    } catch (error) {
      if (typeof error === 'object' && error !== null && 'code' in error) throw error
      throw new SatsConnectRpcError({ message: (error as Error)?.message ?? String(error) })
    }
    if (typeof response !== 'object' || response === null) return response
    const envelope = response as { result?: unknown; error?: unknown; status?: unknown }
    if (envelope.error !== undefined && envelope.error !== null) throw new SatsConnectRpcError(envelope.error as Record<string, unknown>)
    if (envelope.status === 'error') throw new SatsConnectRpcError({ message: 'The wallet returned an error' })
    return 'result' in envelope ? envelope.result : response
  }
}

/** The provider's accountChange, networkChange and disconnect as wallet events; returns the function that stops them. */
function followSatsConnect(provider: SatsConnectProvider, rpc: SatsConnectRpc, listener: (event: BitcoinWalletEvent) => void): () => void {
  if (!provider.addListener) return () => undefined
  const onAccounts = () => {
    rpc('wallet_getAccount', null).then(
      (value) => listener({ type: 'accountsChanged', accounts: toAccounts('wallet_getAccount', value, undefined) }),
      () => listener({ type: 'disconnect' }),
    )
  }
  const onNetwork = (event?: { bitcoin?: { name?: unknown } }) => {
    const networkId = fromSatsConnectNetworkName(event?.bitcoin?.name)
    if (networkId) listener({ type: 'networkChanged', networkId })
  }
  const onDisconnect = () => listener({ type: 'disconnect' })
  const offs = [
    provider.addListener('accountChange', onAccounts),
    provider.addListener('networkChange', onNetwork),
    provider.addListener('disconnect', onDisconnect),
  ]
  return () => {
    for (const off of offs) if (typeof off === 'function') off()
    provider.removeListener?.('accountChange', onAccounts)
    provider.removeListener?.('networkChange', onNetwork)
    provider.removeListener?.('disconnect', onDisconnect)
  }
}

/**
 * A {@link BitcoinWallet} over a sats-connect style provider (`request(method, params)` resolving
 * with `{ result }` or `{ error }`, as Xverse's `BitcoinProvider` does; a rejected promise with a
 * coded error works too). Methods: getAccounts, wallet_getAccount, wallet_getNetwork,
 * wallet_changeNetwork, signMessage (BIP-322), signPsbt, wallet_disconnect.
 */
export function fromSatsConnect(provider: SatsConnectProvider): BitcoinWallet {
  const rpc = satsConnectRpc(provider)
  return {
    source: 'sats-connect',
    async connect({ networkId }) {
      return toAccounts('getAccounts', await rpc('getAccounts', { purposes: ['payment', 'ordinals'] }), networkId)
    },
    async getAccounts({ networkId }) {
      try {
        return toAccounts('wallet_getAccount', await rpc('wallet_getAccount', null), networkId)
      } catch {
        return [] // Not authorised (access denied) or no silent account read: not connected.
      }
    },
    async getNetworkId() {
      try {
        const result = (await rpc('wallet_getNetwork', null)) as { bitcoin?: { name?: unknown } } | null
        return fromSatsConnectNetworkName(result?.bitcoin?.name)
      } catch {
        return undefined
      }
    },
    getNetworkIds: () => [],
    async switchNetwork({ networkId }) {
      const name = toSatsConnectNetworkName(networkId)
      if (!name) throw new UnrecognizedChainError({ details: `sats-connect wallets have no name for ${networkId}` })
      await rpc('wallet_changeNetwork', { name })
    },
    async signMessage({ address, message }) {
      const result = (await rpc('signMessage', { address, message, protocol: 'BIP322' })) as { signature?: unknown } | null
      if (typeof result?.signature !== 'string') throw new InvalidWalletResponseError({ method: 'signMessage', details: 'no signature' })
      return result.signature
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const result = (await rpc('signPsbt', { psbt, signInputs, broadcast: broadcast ?? false })) as { psbt?: unknown; txid?: unknown } | null
      if (typeof result?.psbt !== 'string') throw new InvalidWalletResponseError({ method: 'signPsbt', details: 'no base64 PSBT' })
      return { psbt: result.psbt, txid: typeof result.txid === 'string' ? result.txid : undefined }
    },
    async disconnect() {
      await rpc('wallet_disconnect', null)
    },
    subscribe: (listener: (event: BitcoinWalletEvent) => void) => followSatsConnect(provider, rpc, listener),
  }
}
