import { type AdapterContext, type CaipNetwork, type CaipNetworkId, ChainNotConfiguredError } from '@kit/core'
// valibot for the stored values read while the page loads (see @kit/core's storage/keys.ts).
import * as v from 'valibot'
import type { BitcoinAccount, BitcoinWallet } from '../types.js'
import { addressFamily, isBitcoinAddress } from '../utils/address.js'
import { networkFamily } from '../utils/bitcoinNetworks.js'

const disconnectedSchema = v.literal(true)
const networkSchema = v.pipe(v.string(), v.regex(/^bip122:[0-9a-f]{32}$/))

/** Payment addresses first (the default account type), then ordinals; the wallet's order within each. */
export function ordered(accounts: readonly BitcoinAccount[]): BitcoinAccount[] {
  const unique = accounts.filter((account, index) => accounts.findIndex((other) => other.address === account.address) === index)
  return [...unique.filter((account) => account.purpose === 'payment'), ...unique.filter((account) => account.purpose !== 'payment')]
}

export type BitcoinAccountState = ReturnType<typeof createBitcoinAccountState>

/**
 * What one Bitcoin connector knows of its wallet: the addresses of the current network (payment
 * first), that network (also stored, for the next visit), and whether the user disconnected (a
 * stored flag that keeps reconnect from reusing the wallet).
 */
export function createBitcoinAccountState({ wallet, id, context }: { wallet: BitcoinWallet; id: string; context: AdapterContext }) {
  const disconnectedKey = `bip122.disconnected.${id}`
  const networkKey = `bip122.network.${id}`
  let accounts: BitcoinAccount[] = []
  let networkId: CaipNetworkId | undefined

  const configured = (candidate: CaipNetworkId | undefined) => context.networks.find((network) => network.caipNetworkId === candidate)

  function storedNetwork(): CaipNetworkId | undefined {
    const stored = context.storage.get(networkKey, networkSchema) as CaipNetworkId | undefined
    return configured(stored) ? stored : undefined
  }

  /** The network to use with these addresses: the wallet's, else the wanted one if the encoding fits, else the first configured that fits. */
  function resolveNetwork(found: readonly BitcoinAccount[], wanted: CaipNetworkId | undefined, walletNetwork: CaipNetworkId | undefined) {
    if (walletNetwork) return walletNetwork
    const family = found.map((account) => addressFamily(account.address)).find(Boolean)
    const fits = (candidate: CaipNetworkId | undefined) => !!candidate && (!family || networkFamily(candidate) === family)
    const declared = wallet.getNetworkIds()
    const supported = (candidate: CaipNetworkId) => !declared.length || declared.includes(candidate)
    if (wanted && fits(wanted) && supported(wanted)) return wanted
    const candidate = context.networks.find((network) => fits(network.caipNetworkId) && supported(network.caipNetworkId))
    if (candidate) return candidate.caipNetworkId
    return declared.find(fits) ?? wanted ?? context.networks[0]?.caipNetworkId
  }

  function set(next: readonly BitcoinAccount[], nextNetwork: CaipNetworkId) {
    accounts = ordered(next)
    setNetwork(nextNetwork)
  }

  function setNetwork(nextNetwork: CaipNetworkId) {
    networkId = nextNetwork
    context.storage.set(networkKey, nextNetwork)
  }

  /** Reads the wallet's addresses for the current (or stored) network and keeps the usable ones. */
  async function read(): Promise<BitcoinAccount[]> {
    const walletNetwork = await wallet.getNetworkId()
    const wanted = walletNetwork ?? networkId ?? storedNetwork()
    let found = await wallet.getAccounts({ networkId: wanted })
    if (!found.length && wanted && !walletNetwork) found = await wallet.getAccounts({ networkId: undefined })
    if (!found.length) return []
    const resolved = resolveNetwork(found, wanted, walletNetwork)
    if (!resolved) return []
    const usable = found.filter((account) => isBitcoinAddress(account.address, resolved))
    if (usable.length) set(usable, resolved)
    return ordered(usable)
  }

  return {
    accounts: () => accounts,
    addresses: () => accounts.map((account) => account.address),
    setAccounts(next: readonly BitcoinAccount[]) {
      accounts = ordered(next)
    },
    networkId: () => networkId,
    configured,
    storedNetwork,
    /** The first configured network (the default). */
    firstNetwork: (): CaipNetworkId | undefined => context.networks[0]?.caipNetworkId,
    resolveNetwork,
    set,
    setNetwork,
    read,
    /** The configured network the accounts are on (ChainNotConfiguredError when there is none). */
    currentNetwork(): CaipNetwork {
      const network = configured(networkId)
      if (!network) throw new ChainNotConfiguredError({ networkId: networkId ?? 'bip122' })
      return network
    },
    isDisconnected: () => context.storage.get(disconnectedKey, disconnectedSchema) === true,
    markDisconnected(disconnected: boolean) {
      if (disconnected) {
        context.storage.set(disconnectedKey, true)
        accounts = []
      } else context.storage.remove(disconnectedKey)
    },
  }
}
