import { Psbt } from 'bitcoinjs-lib'
import { createEmitter } from '../eip155/createEmitter.js'
import { invalidParams, ProviderRpcError } from '../eip155/ProviderRpcError.js'
import type { BitcoinTestWallet, BitcoinTestWalletEvents, BitcoinTestWalletOverride, CreateBitcoinTestWalletOptions } from './BitcoinTestWallet.js'
import { BITCOIN_TEST_NETWORKS, type BitcoinTestKeys, type BitcoinTestNetworkName, bitcoinTestAddresses, resolveBitcoinTestKeys } from './bitcoinTestKeys.js'
import { bip322MessageHash, signBip322 } from './signBip322.js'
import { signTestPsbt } from './signTestPsbt.js'

/** sats-connect's JSON-RPC error codes. */
export const SATS_CONNECT_ERROR_CODES = {
  userRejection: -32000,
  methodNotSupported: -32001,
  accessDenied: -32002,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const

const record = (params: unknown): Record<string, unknown> =>
  typeof params === 'object' && params !== null && !Array.isArray(params) ? (params as Record<string, unknown>) : {}

const networkByName = (name: unknown): BitcoinTestNetworkName | undefined =>
  (Object.keys(BITCOIN_TEST_NETWORKS) as BitcoinTestNetworkName[]).find(
    (key) => BITCOIN_TEST_NETWORKS[key].satsConnectName === name || BITCOIN_TEST_NETWORKS[key].caipNetworkId === name || key === name,
  )

/**
 * A Bitcoin wallet for tests, backed by local keys: payment p2wpkh and ordinals BIP86 p2tr
 * addresses, BIP-322 simple message signatures, PSBT signing, a reject switch. It speaks
 * sats-connect's methods (`getAccounts`, `wallet_getAccount`, `wallet_getNetwork`,
 * `wallet_changeNetwork`, `signMessage`, `signPsbt`, `wallet_disconnect`) and is exposed to pages
 * as a Wallet Standard wallet and/or a sats-connect provider by `injectBitcoinTestWallet`.
 */
export function createBitcoinTestWallet(options: CreateBitcoinTestWalletOptions = {}): BitcoinTestWallet {
  const known: readonly BitcoinTestNetworkName[] = options.networks?.length ? options.networks : ['testnet', 'mainnet']
  let network: BitcoinTestNetworkName = options.network ?? known[0]!
  if (!known.includes(network)) throw new Error(`createBitcoinTestWallet: network ${network} is not in \`networks\``)
  let keys: BitcoinTestKeys = resolveBitcoinTestKeys(options.account ?? 0)
  let authorized = false
  let rejecting = false
  const overrides = new Map<string, BitcoinTestWalletOverride>()
  const emitter = createEmitter<BitcoinTestWalletEvents>()

  const addresses = (name: BitcoinTestNetworkName = network) => bitcoinTestAddresses(keys, name)
  const allAddresses = () => known.flatMap((name) => addresses(name))
  const rejection = (what: string) => new ProviderRpcError(SATS_CONNECT_ERROR_CODES.userRejection, `User rejected the request (${what}).`)
  const approve = (what: string) => {
    if (rejecting) throw rejection(what)
  }
  const requireAuthorized = () => {
    if (!authorized) throw new ProviderRpcError(SATS_CONNECT_ERROR_CODES.accessDenied, 'The site is not connected to the test wallet.')
  }
  /** Key of an address on any known network (a PSBT or message names the network by its address). */
  const keyFor = (address: string) => {
    for (const name of known) {
      const [payment, ordinals] = addresses(name)
      if (payment?.address === address) return { key: keys.payment, taproot: false, network: name }
      if (ordinals?.address === address) return { key: keys.ordinals, taproot: true, network: name }
    }
    return undefined
  }
  const emitAccounts = () => emitter.emit('accountChange', { type: 'accountChange', addresses: addresses(), all: allAddresses() })

  const handlers: Record<string, (params: unknown) => unknown> = {
    getAccounts(params) {
      approve('getAccounts')
      const wasAuthorized = authorized
      authorized = true
      if (!wasAuthorized) emitAccounts()
      return record(params).allNetworks === true ? allAddresses() : addresses()
    },
    wallet_getAccount(params) {
      requireAuthorized()
      const list = record(params).allNetworks === true ? allAddresses() : addresses()
      return { id: 'kit-test', addresses: list, walletType: 'software', network: { bitcoin: { name: BITCOIN_TEST_NETWORKS[network].satsConnectName } } }
    },
    wallet_getNetwork() {
      return { bitcoin: { name: BITCOIN_TEST_NETWORKS[network].satsConnectName } }
    },
    wallet_changeNetwork(params) {
      const target = networkByName(record(params).name)
      if (!target || !known.includes(target)) throw invalidParams(`unknown network ${JSON.stringify(record(params).name)}`)
      approve('wallet_changeNetwork')
      wallet.setNetwork(target)
      return null
    },
    wallet_disconnect() {
      wallet.disconnectWallet()
      return null
    },
    wallet_renouncePermissions() {
      wallet.disconnectWallet()
      return null
    },
    signMessage(params) {
      const { address, message, messageHex, protocol } = record(params)
      if (typeof address !== 'string') throw invalidParams('address must be a string')
      if (typeof message !== 'string' && typeof messageHex !== 'string') throw invalidParams('message must be a string')
      if (protocol !== undefined && protocol !== 'BIP322' && protocol !== 'bip322')
        throw new ProviderRpcError(SATS_CONNECT_ERROR_CODES.methodNotSupported, `The test wallet signs BIP-322 only (got ${String(protocol)}).`)
      requireAuthorized()
      const signer = keyFor(address)
      if (!signer) throw invalidParams(`the wallet has no key for ${address}`)
      approve('signMessage')
      const bytes = typeof messageHex === 'string' ? Buffer.from(messageHex, 'hex') : Buffer.from(message as string, 'utf8')
      const signature = signBip322({ address, message: bytes, key: signer.key, network: BITCOIN_TEST_NETWORKS[signer.network].bitcoinjs })
      return { signature, messageHash: Buffer.from(bip322MessageHash(bytes)).toString('hex'), address, protocol: 'BIP322' }
    },
    async signPsbt(params) {
      const { psbt, signInputs, broadcast, allowedSignHash, network: requested } = record(params)
      if (typeof psbt !== 'string') throw invalidParams('psbt must be a base64 string')
      if (typeof signInputs !== 'object' || signInputs === null) throw invalidParams('signInputs must map addresses to input indexes')
      requireAuthorized()
      const target = (requested !== undefined ? networkByName(requested) : undefined) ?? network
      approve('signPsbt')
      const signed = signTestPsbt({
        psbt,
        signInputs: signInputs as Record<string, number[]>,
        keyFor,
        network: BITCOIN_TEST_NETWORKS[target].bitcoinjs,
        allowedSighash: typeof allowedSignHash === 'number' ? allowedSignHash : undefined,
      })
      if (broadcast !== true) return { psbt: signed }
      const url = options.esploraUrls?.[target]
      if (!url) throw new ProviderRpcError(SATS_CONNECT_ERROR_CODES.internal, `No Esplora URL for ${target}: cannot broadcast`)
      const final = Psbt.fromBase64(signed, { network: BITCOIN_TEST_NETWORKS[target].bitcoinjs }).finalizeAllInputs().extractTransaction()
      const response = await fetch(`${url.replace(/\/+$/, '')}/tx`, { method: 'POST', body: final.toHex() })
      const text = await response.text()
      if (!response.ok) throw new ProviderRpcError(SATS_CONNECT_ERROR_CODES.internal, text)
      return { psbt: signed, txid: text.trim() }
    },
  }

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
    if (!handler) throw new ProviderRpcError(SATS_CONNECT_ERROR_CODES.methodNotFound, `The method "${method}" is not supported by the Bitcoin test wallet.`)
    try {
      return await handler(params)
    } catch (error) {
      if (error instanceof ProviderRpcError) throw error
      throw new ProviderRpcError(SATS_CONNECT_ERROR_CODES.internal, (error as Error)?.message ?? String(error))
    }
  }

  const wallet: BitcoinTestWallet = {
    async request(method, params) {
      if (typeof method !== 'string') throw new ProviderRpcError(-32600, 'Invalid request: expected a method name')
      const next = () => handle(method, params)
      const override = overrides.get(method)
      return override ? override(params, next) : next()
    },
    on(event, listener) {
      emitter.on(event, listener)
      return wallet
    },
    removeListener(event, listener) {
      emitter.off(event, listener)
      return wallet
    },
    getAddresses: () => addresses(),
    getAllAddresses: allAddresses,
    getNetwork: () => network,
    isAuthorized: () => authorized,
    setReject(reject) {
      rejecting = reject
    },
    setAccount(source) {
      keys = resolveBitcoinTestKeys(source)
      if (authorized) emitAccounts()
    },
    setNetwork(next) {
      if (!known.includes(next)) throw invalidParams(`unknown network ${next}`)
      if (next === network) return
      network = next
      emitter.emit('networkChange', {
        type: 'networkChange',
        bitcoin: { name: BITCOIN_TEST_NETWORKS[next].satsConnectName },
        addresses: authorized ? addresses() : [],
      })
    },
    disconnectWallet() {
      if (!authorized) return
      authorized = false
      emitter.emit('disconnect', { type: 'disconnect' })
    },
    override(method, handler) {
      if (handler) overrides.set(method, handler)
      else overrides.delete(method)
    },
  }
  return wallet
}
