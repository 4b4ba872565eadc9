import { type AdapterContext, ChainNotConfiguredError, type Connector, ConnectorCapabilityNotSupportedError, type ConnectorType } from '@kit/core'
import type { BitcoinAccount, BitcoinSignPsbtParameters, BitcoinSignPsbtReturnType, BitcoinWallet } from '../types.js'
import { createBitcoinAccountState } from './bitcoinAccountState.js'
import { callWallet } from './callWallet.js'
import { connectBitcoinWallet } from './connectBitcoinWallet.js'
import { followBitcoinWallet } from './followBitcoinWallet.js'
import { sendBitcoin } from './sendBitcoin.js'
import { switchBitcoinNetwork } from './switchBitcoinNetwork.js'

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
  /** AppKit's UniversalProvider (WalletConnect): passed through as the connector's `getUniversalProvider`. */
  getUniversalProvider?: Connector['getUniversalProvider'] | undefined
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

/**
 * A connector over any {@link BitcoinWallet}. It keeps the wallet's addresses for the current
 * network (bitcoinAccountState), connects (connectBitcoinWallet), follows the wallet's events
 * (followBitcoinWallet), signs messages (BIP-322, base64) and sends (sendBitcoin: a PSBT signed by
 * the wallet, broadcast here).
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
  getUniversalProvider,
}: BitcoinConnectorParameters): BitcoinConnector {
  const state = createBitcoinAccountState({ wallet, id, context })
  const events = followBitcoinWallet(wallet, state)

  async function signPsbt(parameters: BitcoinSignPsbtParameters): Promise<BitcoinSignPsbtReturnType> {
    const network = state.currentNetwork()
    return callWallet(() => wallet.signPsbt({ ...parameters, networkId: network.caipNetworkId }))
  }

  const connector: BitcoinConnector = {
    namespace: 'bip122',
    id,
    name,
    type,
    icon,
    rdns,
    connect: ({ networkId: wanted, signal } = {}) => connectBitcoinWallet({ wallet, state, wanted, signal }),
    async disconnect() {
      state.markDisconnected(true)
      try {
        await wallet.disconnect()
      } catch {
        // Best effort: the local flag is what keeps reconnect from reusing the wallet.
      }
    },
    async getAccounts() {
      if (state.isDisconnected()) return []
      return (await state.read()).map((account) => account.address)
    },
    async getNetworkId() {
      if (!state.networkId()) await state.read()
      const resolved = state.networkId() ?? (await wallet.getNetworkId()) ?? state.storedNetwork() ?? state.firstNetwork()
      if (!resolved) throw new ChainNotConfiguredError({ networkId: 'bip122' })
      return resolved
    },
    async isAuthorized() {
      if (state.isDisconnected()) return false
      return (await state.read().catch(() => [])).length > 0
    },
    getProvider: async () => wallet,
    subscribe: events.subscribe,
    async switchNetwork({ network }) {
      await switchBitcoinNetwork({ wallet, state, name, networkId: network.caipNetworkId })
      events.emit({ type: 'change', accounts: state.addresses(), networkId: network.caipNetworkId })
    },
    async signMessage({ message, address }) {
      const network = state.currentNetwork()
      return callWallet(() => wallet.signMessage({ address, message, networkId: network.caipNetworkId }))
    },
    async sendTransaction({ address, to, value, data }) {
      if (data) throw new ConnectorCapabilityNotSupportedError({ capability: 'sendTransaction with data', connectorId: id })
      const network = state.currentNetwork()
      return sendBitcoin({ network, rpcUrls: context.getRpcUrls(network), accounts: state.accounts(), address, to, value, feeTarget, fetchFn, signPsbt })
    },
    getBitcoinAccounts: () => state.accounts(),
    signPsbt,
    ...(subscribePairing ? { subscribePairing } : {}),
    ...(getUniversalProvider ? { getUniversalProvider } : {}),
  }
  bitcoinConnectors.add(connector)
  return connector
}
