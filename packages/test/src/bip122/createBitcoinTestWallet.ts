import { Psbt } from 'bitcoinjs-lib'
import { invalidParams, ProviderRpcError } from '../eip155/providerRpcError.js'
import { BITCOIN_TEST_NETWORKS, type BitcoinTestNetworkName } from './bitcoinTestKeys.js'
import type { BitcoinTestWallet, BitcoinTestWalletOverride, CreateBitcoinTestWalletOptions } from './bitcoinTestWallet.js'
import { type BitcoinTestWalletState, createBitcoinTestWalletState } from './bitcoinTestWalletState.js'
import { SATS_CONNECT_ERROR_CODES } from './satsConnectErrorCodes.js'
import { bip322MessageHash, signBip322 } from './signBip322.js'
import { signTestPsbt } from './signTestPsbt.js'

export { SATS_CONNECT_ERROR_CODES } from './satsConnectErrorCodes.js'

const record = (params: unknown): Record<string, unknown> =>
  typeof params === 'object' && params !== null && !Array.isArray(params) ? (params as Record<string, unknown>) : {}

const networkByName = (name: unknown): BitcoinTestNetworkName | undefined =>
  (Object.keys(BITCOIN_TEST_NETWORKS) as BitcoinTestNetworkName[]).find(
    (key) => BITCOIN_TEST_NETWORKS[key].satsConnectName === name || BITCOIN_TEST_NETWORKS[key].caipNetworkId === name || key === name,
  )

/** What the signing methods need of the wallet: the checks a wallet makes before it signs, its keys and its network. */
type SigningContext = Pick<BitcoinTestWalletState, 'requireAuthorized' | 'approve' | 'keyFor' | 'network' | 'esploraUrls'>

/** The sats-connect account and network methods (connect, read, change network, disconnect). */
function accountHandlers(state: BitcoinTestWalletState): Record<string, (params: unknown) => unknown> {
  const listOf = (params: unknown) => (record(params).allNetworks === true ? state.allAddresses() : state.addresses())
  const networkAnswer = () => ({ bitcoin: { name: BITCOIN_TEST_NETWORKS[state.network()].satsConnectName } })
  const disconnect = () => {
    state.disconnect()
    return null
  }
  return {
    getAccounts(params) {
      state.approve('getAccounts')
      const wasAuthorized = state.flags.authorized
      state.flags.authorized = true
      if (!wasAuthorized) state.emitAccounts()
      return listOf(params)
    },
    wallet_getAccount(params) {
      state.requireAuthorized()
      return { id: 'kit-test', addresses: listOf(params), walletType: 'software', network: networkAnswer() }
    },
    wallet_getNetwork: networkAnswer,
    wallet_changeNetwork(params) {
      const target = networkByName(record(params).name)
      if (!target || !state.known.includes(target)) throw invalidParams(`unknown network ${JSON.stringify(record(params).name)}`)
      state.approve('wallet_changeNetwork')
      state.setNetwork(target)
      return null
    },
    wallet_disconnect: disconnect,
    wallet_renouncePermissions: disconnect,
  }
}

/** sats-connect `signMessage`: BIP-322 only, with one of the wallet's addresses. */
function signMessageRequest(ctx: SigningContext, params: unknown) {
  const { address, message, messageHex, protocol } = record(params)
  if (typeof address !== 'string') throw invalidParams('address must be a string')
  if (typeof message !== 'string' && typeof messageHex !== 'string') throw invalidParams('message must be a string')
  if (protocol !== undefined && protocol !== 'BIP322' && protocol !== 'bip322')
    throw new ProviderRpcError(SATS_CONNECT_ERROR_CODES.methodNotSupported, `The test wallet signs BIP-322 only (got ${String(protocol)}).`)
  ctx.requireAuthorized()
  const signer = ctx.keyFor(address)
  if (!signer) throw invalidParams(`the wallet has no key for ${address}`)
  ctx.approve('signMessage')
  const bytes = typeof messageHex === 'string' ? Buffer.from(messageHex, 'hex') : Buffer.from(message as string, 'utf8')
  const signature = signBip322({ address, message: bytes, key: signer.key, network: BITCOIN_TEST_NETWORKS[signer.network].bitcoinjs })
  return { signature, messageHash: Buffer.from(bip322MessageHash(bytes)).toString('hex'), address, protocol: 'BIP322' }
}

/** sats-connect `signPsbt`: the named inputs signed, and with `broadcast` finalised and posted to the network's Esplora. */
async function signPsbtRequest(ctx: SigningContext, params: unknown) {
  const { psbt, signInputs, broadcast, allowedSignHash, network: requested } = record(params)
  if (typeof psbt !== 'string') throw invalidParams('psbt must be a base64 string')
  if (typeof signInputs !== 'object' || signInputs === null) throw invalidParams('signInputs must map addresses to input indexes')
  ctx.requireAuthorized()
  const target = (requested !== undefined ? networkByName(requested) : undefined) ?? ctx.network()
  ctx.approve('signPsbt')
  const signed = signTestPsbt({
    psbt,
    signInputs: signInputs as Record<string, number[]>,
    keyFor: ctx.keyFor,
    network: BITCOIN_TEST_NETWORKS[target].bitcoinjs,
    allowedSighash: typeof allowedSignHash === 'number' ? allowedSignHash : undefined,
  })
  if (broadcast !== true) return { psbt: signed }
  const url = ctx.esploraUrls?.[target]
  if (!url) throw new ProviderRpcError(SATS_CONNECT_ERROR_CODES.internal, `No Esplora URL for ${target}: cannot broadcast`)
  const final = Psbt.fromBase64(signed, { network: BITCOIN_TEST_NETWORKS[target].bitcoinjs }).finalizeAllInputs().extractTransaction()
  const response = await fetch(`${url.replace(/\/+$/, '')}/tx`, { method: 'POST', body: final.toHex() })
  const text = await response.text()
  if (!response.ok) throw new ProviderRpcError(SATS_CONNECT_ERROR_CODES.internal, text)
  return { psbt: signed, txid: text.trim() }
}

/** A handler's throw as the sats-connect error a wallet answers with (internal when it is not one already). */
async function answer(handlers: Record<string, (params: unknown) => unknown>, method: string, params: unknown): Promise<unknown> {
  const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
  if (!handler) throw new ProviderRpcError(SATS_CONNECT_ERROR_CODES.methodNotFound, `The method "${method}" is not supported by the Bitcoin test wallet.`)
  try {
    return await handler(params)
  } catch (error) {
    if (error instanceof ProviderRpcError) throw error
    throw new ProviderRpcError(SATS_CONNECT_ERROR_CODES.internal, (error as Error)?.message ?? String(error))
  }
}

/**
 * A Bitcoin wallet for tests, backed by local keys: payment p2wpkh and ordinals BIP86 p2tr
 * addresses, BIP-322 simple message signatures, PSBT signing, a reject switch. It speaks
 * sats-connect's methods (`getAccounts`, `wallet_getAccount`, `wallet_getNetwork`,
 * `wallet_changeNetwork`, `signMessage`, `signPsbt`, `wallet_disconnect`) and is exposed to pages
 * as a Wallet Standard wallet and/or a sats-connect provider by `injectBitcoinTestWallet`.
 */
export function createBitcoinTestWallet(options: CreateBitcoinTestWalletOptions = {}): BitcoinTestWallet {
  const state = createBitcoinTestWalletState(options)
  const overrides = new Map<string, BitcoinTestWalletOverride>()
  const handlers: Record<string, (params: unknown) => unknown> = {
    ...accountHandlers(state),
    signMessage: (params) => signMessageRequest(state, params),
    signPsbt: (params) => signPsbtRequest(state, params),
  }
  const wallet: BitcoinTestWallet = {
    async request(method, params) {
      if (typeof method !== 'string') throw new ProviderRpcError(-32600, 'Invalid request: expected a method name')
      const next = () => answer(handlers, method, params)
      const override = overrides.get(method)
      return override ? override(params, next) : next()
    },
    on(event, listener) {
      state.emitter.on(event, listener)
      return wallet
    },
    removeListener(event, listener) {
      state.emitter.off(event, listener)
      return wallet
    },
    getAddresses: () => state.addresses(),
    getAllAddresses: state.allAddresses,
    getNetwork: state.network,
    isAuthorized: () => state.flags.authorized,
    setReject(reject) {
      state.flags.rejecting = reject
    },
    setAccount: state.setKeys,
    setNetwork: state.setNetwork,
    disconnectWallet: state.disconnect,
    override(method, handler) {
      if (handler) overrides.set(method, handler)
      else overrides.delete(method)
    },
  }
  return wallet
}
