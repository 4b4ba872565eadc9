import {
  type AdapterContext,
  type CaipNetwork,
  type CaipNetworkId,
  ChainNotConfiguredError,
  type Connector,
  ConnectorAccountNotFoundError,
  ConnectorCapabilityNotSupportedError,
  type ConnectorEvent,
  type ConnectorType,
  UnrecognizedChainError,
} from '@kit/core'
// valibot for the stored values read while the page loads (see @kit/core's storage/keys.ts).
import * as v from 'valibot'
import { InvalidBitcoinAddressError, InvalidWalletResponseError } from '../errors/bitcoin.js'
import { toBitcoinWalletError } from '../errors/toBitcoinWalletError.js'
import { createEsploraClient } from '../esplora/createEsploraClient.js'
import type { BitcoinAccount, BitcoinSignPsbtParameters, BitcoinSignPsbtReturnType, BitcoinWallet } from '../types.js'
import { addressFamily, isBitcoinAddress } from '../utils/address.js'
import { networkFamily, toBitcoinJsNetwork } from '../utils/bitcoinNetworks.js'

export type BitcoinConnectorParameters = {
  wallet: BitcoinWallet
  id: string
  name: string
  icon?: string | undefined
  rdns?: string | undefined
  type?: ConnectorType | undefined
  context: AdapterContext
  /** Confirmation target (blocks) whose Esplora fee estimate sends use. Default 3. */
  feeTarget?: number | undefined
  fetchFn?: typeof fetch | undefined
  /** Pairing URIs (WalletConnect): passed through as the connector's `subscribePairing`. */
  subscribePairing?: Connector['subscribePairing'] | undefined
}

/** A bip122 connector: the shared contract plus the Bitcoin-only calls the package's actions use. */
export type BitcoinConnector = Connector<BitcoinWallet> &
  Required<Pick<Connector<BitcoinWallet>, 'switchNetwork' | 'signMessage' | 'sendTransaction'>> & {
    /** The connected addresses with their purpose and public key (payment first). */
    getBitcoinAccounts(): readonly BitcoinAccount[]
    /** Signs a PSBT with the wallet (sats-connect `signPsbt` shape); wallet errors are mapped. */
    signPsbt(parameters: BitcoinSignPsbtParameters): Promise<BitcoinSignPsbtReturnType>
  }

const bitcoinConnectors = new WeakSet<object>()

/** Whether a connector was made by {@link bitcoinConnector}. */
export function isBitcoinConnector(connector: unknown): connector is BitcoinConnector {
  return typeof connector === 'object' && connector !== null && bitcoinConnectors.has(connector)
}

const disconnectedSchema = v.literal(true)
const networkSchema = v.pipe(v.string(), v.regex(/^bip122:[0-9a-f]{32}$/))

/** Payment addresses first (the default account type), then ordinals; the wallet's order within each. */
function ordered(accounts: readonly BitcoinAccount[]): BitcoinAccount[] {
  const unique = accounts.filter((account, index) => accounts.findIndex((other) => other.address === account.address) === index)
  return [...unique.filter((account) => account.purpose === 'payment'), ...unique.filter((account) => account.purpose !== 'payment')]
}

function expectedEncoding(networkId: CaipNetworkId) {
  return networkFamily(networkId) === 'mainnet' ? 'bc1…, 1… or 3…' : 'tb1…, m…, n… or 2…'
}

/**
 * A connector over any {@link BitcoinWallet}. It keeps the wallet's addresses for the current
 * network, signs messages (BIP-322, base64) and sends: a PSBT built from the address's UTXOs
 * (Esplora on the network's RPC URLs) with the estimated fee, signed by the wallet, finalized and
 * broadcast here; a refused broadcast throws TransactionRejectedError with the node's text.
 */
export function bitcoinConnector({
  wallet,
  id,
  name,
  icon,
  rdns,
  type = 'injected',
  context,
  feeTarget = 3,
  fetchFn,
  subscribePairing,
}: BitcoinConnectorParameters): BitcoinConnector {
  const disconnectedKey = `bip122.disconnected.${id}`
  const networkKey = `bip122.network.${id}`
  const listeners = new Set<(event: ConnectorEvent) => void>()
  let accounts: BitcoinAccount[] = []
  let networkId: CaipNetworkId | undefined

  const configured = (id_: CaipNetworkId | undefined) => context.networks.find((network) => network.caipNetworkId === id_)
  const emit = (event: ConnectorEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw toBitcoinWalletError(error)
    }
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

  function storedNetwork(): CaipNetworkId | undefined {
    const stored = context.storage.get(networkKey, networkSchema) as CaipNetworkId | undefined
    return configured(stored) ? stored : undefined
  }

  function setState(next: readonly BitcoinAccount[], nextNetwork: CaipNetworkId) {
    accounts = ordered(next)
    networkId = nextNetwork
    context.storage.set(networkKey, nextNetwork)
  }

  async function readAccounts(): Promise<BitcoinAccount[]> {
    const walletNetwork = await wallet.getNetworkId()
    const wanted = walletNetwork ?? networkId ?? storedNetwork()
    let found = await wallet.getAccounts({ networkId: wanted })
    if (!found.length && wanted && !walletNetwork) found = await wallet.getAccounts({ networkId: undefined })
    if (!found.length) return []
    const resolved = resolveNetwork(found, wanted, walletNetwork)
    if (!resolved) return []
    const usable = found.filter((account) => isBitcoinAddress(account.address, resolved))
    if (usable.length) setState(usable, resolved)
    return ordered(usable)
  }

  function currentNetwork(): CaipNetwork {
    const network = configured(networkId)
    if (!network) throw new ChainNotConfiguredError({ networkId: networkId ?? 'bip122' })
    return network
  }

  async function signPsbt(parameters: BitcoinSignPsbtParameters): Promise<BitcoinSignPsbtReturnType> {
    const network = currentNetwork()
    return call(() => wallet.signPsbt({ ...parameters, networkId: network.caipNetworkId }))
  }

  const connector: BitcoinConnector = {
    namespace: 'bip122',
    id,
    name,
    type,
    icon,
    rdns,
    async connect({ networkId: wanted, signal } = {}) {
      const target = configured(wanted)?.caipNetworkId ?? storedNetwork() ?? context.networks[0]?.caipNetworkId
      let found = await call(() => wallet.connect({ networkId: target, signal }))
      let walletNetwork = await wallet.getNetworkId()
      if (target && walletNetwork && walletNetwork !== target && wallet.switchNetwork) {
        // A wallet that keeps one network at a time is moved to the kit's; a refusal still connects, on the wallet's network.
        try {
          await wallet.switchNetwork({ networkId: target })
          walletNetwork = await wallet.getNetworkId()
          found = await call(() => wallet.connect({ networkId: walletNetwork ?? target }))
        } catch {
          // Stay on the wallet's network: the kit shows it as unsupported when it is not configured.
        }
      }
      if (!found.length && target && !walletNetwork) found = await call(() => wallet.connect({ networkId: undefined }))
      const resolved = resolveNetwork(found, target, walletNetwork)
      const usable = resolved ? found.filter((account) => isBitcoinAddress(account.address, resolved)) : []
      if (!resolved || !usable.length)
        throw new InvalidWalletResponseError({
          method: 'connect',
          details: `no Bitcoin address for ${resolved ?? 'a configured network'} (got ${JSON.stringify(found.map((account) => account.address))})`,
        })
      setState(usable, resolved)
      context.storage.remove(disconnectedKey)
      return { accounts: accounts.map((account) => account.address), networkId: resolved }
    },
    async disconnect() {
      context.storage.set(disconnectedKey, true)
      accounts = []
      try {
        await wallet.disconnect()
      } catch {
        // Best effort: the local flag is what keeps reconnect from reusing the wallet.
      }
    },
    async getAccounts() {
      if (context.storage.get(disconnectedKey, disconnectedSchema)) return []
      return (await readAccounts()).map((account) => account.address)
    },
    async getNetworkId() {
      if (!networkId) await readAccounts()
      const resolved = networkId ?? (await wallet.getNetworkId()) ?? storedNetwork() ?? context.networks[0]?.caipNetworkId
      if (!resolved) throw new ChainNotConfiguredError({ networkId: 'bip122' })
      return resolved
    },
    async isAuthorized() {
      if (context.storage.get(disconnectedKey, disconnectedSchema)) return false
      try {
        return (await readAccounts()).length > 0
      } catch {
        return false
      }
    },
    getProvider: async () => wallet,
    subscribe(listener) {
      listeners.add(listener)
      const off = listeners.size === 1 ? wallet.subscribe(onWalletEvent) : undefined
      if (off) stopWallet = off
      return () => {
        listeners.delete(listener)
        if (!listeners.size) {
          stopWallet?.()
          stopWallet = undefined
        }
      }
    },
    async switchNetwork({ network }) {
      const target = network.caipNetworkId
      const declared = wallet.getNetworkIds()
      if (!wallet.switchNetwork && declared.length && !declared.includes(target))
        throw new UnrecognizedChainError({ details: `${name} does not support ${target}` })
      if (wallet.switchNetwork) await call(() => wallet.switchNetwork!({ networkId: target }))
      let found = await call(() => wallet.getAccounts({ networkId: target }))
      if (!found.length) found = await call(() => wallet.connect({ networkId: target }))
      const usable = found.filter((account) => isBitcoinAddress(account.address, target))
      if (!usable.length) throw new UnrecognizedChainError({ details: `${name} has no address on ${target}` })
      setState(usable, target)
      emit({ type: 'change', accounts: accounts.map((account) => account.address), networkId: target })
    },
    async signMessage({ message, address }) {
      const network = currentNetwork()
      return call(() => wallet.signMessage({ address, message, networkId: network.caipNetworkId }))
    },
    async sendTransaction({ address, to, value, data }) {
      if (data) throw new ConnectorCapabilityNotSupportedError({ capability: 'sendTransaction with data', connectorId: id })
      const network = currentNetwork()
      const bitcoinNetwork = toBitcoinJsNetwork(network)
      const recipient = to.trim()
      if (!isBitcoinAddress(recipient, network.caipNetworkId))
        throw new InvalidBitcoinAddressError({ address: to, networkName: network.name, expected: expectedEncoding(network.caipNetworkId) })
      const from = accounts.find((account) => account.address === address)
      if (!from) throw new ConnectorAccountNotFoundError({ address })
      const client = createEsploraClient({ urls: context.getRpcUrls(network), fetchFn })
      // bitcoinjs-lib and secp256k1 load here, on the first send, not with discovery or connect.
      const [utxos, estimates, { buildTransferPsbt, pickFeeRate, finalizeSignedPsbt }] = await Promise.all([
        client.getUtxos(from.address),
        client.getFeeEstimates(),
        import('../exports/psbt.js'),
      ])
      const { psbt, inputs } = buildTransferPsbt({
        from,
        to: recipient,
        value,
        utxos,
        feeRate: pickFeeRate(estimates, feeTarget),
        network: bitcoinNetwork,
      })
      const signed = await signPsbt({ psbt: psbt.toBase64(), signInputs: { [from.address]: inputs } })
      const { hex, txid } = finalizeSignedPsbt({ signed: signed.psbt, unsigned: psbt, network: bitcoinNetwork })
      if (signed.txid) return signed.txid
      const broadcast = await client.broadcast(hex)
      return broadcast || txid
    },
    getBitcoinAccounts: () => accounts,
    signPsbt,
    ...(subscribePairing ? { subscribePairing } : {}),
  }

  let stopWallet: (() => void) | undefined
  function onWalletEvent(event: Parameters<Parameters<BitcoinWallet['subscribe']>[0]>[0]) {
    if (event.type === 'disconnect') {
      accounts = []
      return emit({ type: 'disconnect' })
    }
    if (event.type === 'accountsChanged') {
      const usable = networkId ? event.accounts.filter((account) => isBitcoinAddress(account.address, networkId!)) : event.accounts
      if (event.accounts.length && !usable.length) return
      accounts = ordered(usable)
      return emit({ type: 'change', accounts: accounts.map((account) => account.address) })
    }
    networkId = event.networkId
    context.storage.set(networkKey, event.networkId)
    void readAccounts().then(
      (found) => emit({ type: 'change', networkId: event.networkId, ...(found.length ? { accounts: found.map((account) => account.address) } : {}) }),
      () => emit({ type: 'change', networkId: event.networkId }),
    )
  }

  bitcoinConnectors.add(connector)
  return connector
}
