import { createEmitter } from '../eip155/createEmitter.js'
import { invalidParams, ProviderRpcError } from '../eip155/providerRpcError.js'
import { BITCOIN_TEST_NETWORKS, type BitcoinTestKeys, type BitcoinTestNetworkName, bitcoinTestAddresses, resolveBitcoinTestKeys } from './bitcoinTestKeys.js'
import type { BitcoinTestWalletEvents, CreateBitcoinTestWalletOptions } from './bitcoinTestWallet.js'
import { SATS_CONNECT_ERROR_CODES } from './satsConnectErrorCodes.js'

export type BitcoinTestWalletState = ReturnType<typeof createBitcoinTestWalletState>

/**
 * What the Bitcoin test wallet holds: its networks and current network, its keys (payment and
 * ordinals addresses on each network), whether the site is connected and whether it rejects; each
 * change emits the sats-connect event a wallet would.
 */
export function createBitcoinTestWalletState(options: CreateBitcoinTestWalletOptions) {
  const known: readonly BitcoinTestNetworkName[] = options.networks?.length ? options.networks : ['testnet', 'mainnet']
  let network: BitcoinTestNetworkName = options.network ?? known[0]!
  if (!known.includes(network)) throw new Error(`createBitcoinTestWallet: network ${network} is not in \`networks\``)
  let keys: BitcoinTestKeys = resolveBitcoinTestKeys(options.account ?? 0)
  const flags = { authorized: false, rejecting: false }
  const emitter = createEmitter<BitcoinTestWalletEvents>()
  const addresses = (name: BitcoinTestNetworkName = network) => bitcoinTestAddresses(keys, name)
  const allAddresses = () => known.flatMap((name) => addresses(name))
  const emitAccounts = () => emitter.emit('accountChange', { type: 'accountChange', addresses: addresses(), all: allAddresses() })

  return {
    known,
    emitter,
    flags,
    esploraUrls: options.esploraUrls,
    network: () => network,
    addresses,
    allAddresses,
    emitAccounts,
    approve(what: string) {
      if (flags.rejecting) throw new ProviderRpcError(SATS_CONNECT_ERROR_CODES.userRejection, `User rejected the request (${what}).`)
    },
    requireAuthorized() {
      if (!flags.authorized) throw new ProviderRpcError(SATS_CONNECT_ERROR_CODES.accessDenied, 'The site is not connected to the test wallet.')
    },
    /** Key of an address on any known network (a PSBT or message names the network by its address). */
    keyFor(address: string) {
      for (const name of known) {
        const [payment, ordinals] = addresses(name)
        if (payment?.address === address) return { key: keys.payment, taproot: false, network: name }
        if (ordinals?.address === address) return { key: keys.ordinals, taproot: true, network: name }
      }
      return undefined
    },
    setKeys(source: Parameters<typeof resolveBitcoinTestKeys>[0]) {
      keys = resolveBitcoinTestKeys(source)
      if (flags.authorized) emitAccounts()
    },
    setNetwork(next: BitcoinTestNetworkName) {
      if (!known.includes(next)) throw invalidParams(`unknown network ${next}`)
      if (next === network) return
      network = next
      emitter.emit('networkChange', {
        type: 'networkChange',
        bitcoin: { name: BITCOIN_TEST_NETWORKS[next].satsConnectName },
        addresses: flags.authorized ? addresses() : [],
      })
    },
    disconnect() {
      if (!flags.authorized) return
      flags.authorized = false
      emitter.emit('disconnect', { type: 'disconnect' })
    },
  }
}
