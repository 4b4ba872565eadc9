import type { AdapterContext, CaipNetwork, Connector, ConnectorType } from '@kit/core'
// valibot for the stored values read while the page loads (see @kit/core's storage/keys.ts).
import * as v from 'valibot'
import type { Eip1193Provider } from '../types.js'
import { type ChecksumAccounts, loadChecksumAccounts } from '../utils/checksumAccounts.js'
import { expectHex } from '../utils/expectHex.js'
import { numberToHex, stringToHex } from '../utils/hex.js'
import { toCaipNetworkId } from '../utils/toCaipNetworkId.js'
import { followInjectedProvider } from './followInjectedProvider.js'
import { switchInjectedNetwork } from './switchInjectedNetwork.js'

export type InjectedConnectorParameters = {
  provider: Eip1193Provider
  /** The rdns for EIP-6963 wallets, `injected` for the legacy `window.ethereum`. */
  id: string
  name: string
  icon?: string | undefined
  rdns?: string | undefined
  type?: ConnectorType | undefined
  context: AdapterContext
}

export type InjectedConnector = Connector<Eip1193Provider> &
  Required<
    Pick<
      Connector<Eip1193Provider>,
      'switchNetwork' | 'signMessage' | 'sendTransaction' | 'getCapabilities' | 'sendCalls' | 'getCallsStatus' | 'showCallsStatus'
    >
  >

const disconnectedSchema = v.literal(true)

/**
 * A connector over any EIP-1193 provider (EIP-6963 announcements and `window.ethereum`).
 * Wallet errors keep their code (core maps them); the results of `connect` are returned as the
 * wallet gave them, except that the chain id is converted to CAIP-2 and addresses are EIP-55
 * checksummed (a wallet reporting lower case still shows `0xf39F…`).
 */
export function injectedConnector({ provider, id, name, icon, rdns, type = 'injected', context }: InjectedConnectorParameters): InjectedConnector {
  const disconnectedKey = `eip155.disconnected.${id}`
  const request = (method: string, params?: readonly unknown[]) => provider.request(params === undefined ? { method } : { method, params })
  const getNetworkId = async () => toCaipNetworkId(await request('eth_chainId'))
  // Loaded with the first connect or account read, so later accountsChanged events stay synchronous.
  let toChecksum: ChecksumAccounts | undefined
  const checksumAccounts = async (accounts: unknown) => {
    toChecksum ??= await loadChecksumAccounts()
    return toChecksum(accounts)
  }
  const eip5792 = () => import('./eip5792.js').then((module) => module.eip5792Methods(provider, getNetworkId))

  const switchNetwork = ({ network }: { network: CaipNetwork }) => switchInjectedNetwork({ request, context, getNetworkId, network })

  return {
    namespace: 'eip155',
    id,
    name,
    type,
    icon,
    rdns,
    async connect({ networkId } = {}) {
      const accounts = await request('eth_requestAccounts')
      let current = await getNetworkId()
      const target = context.networks.find((network) => network.caipNetworkId === networkId)
      if (target && current !== target.caipNetworkId) {
        // A refused or failed switch still connects, on the wallet's chain: the kit shows
        // UnsupportedChain when that chain is not configured.
        await switchNetwork({ network: target }).catch(() => undefined)
        current = await getNetworkId()
      }
      context.storage.remove(disconnectedKey)
      return { accounts: await checksumAccounts(accounts), networkId: current }
    },
    async disconnect() {
      context.storage.set(disconnectedKey, true)
      try {
        await request('wallet_revokePermissions', [{ eth_accounts: {} }])
      } catch {
        // Best effort: many wallets lack wallet_revokePermissions; the local flag is what counts.
      }
    },
    getAccounts: async () => checksumAccounts(await request('eth_accounts')),
    getNetworkId,
    async isAuthorized() {
      if (context.storage.get(disconnectedKey, disconnectedSchema)) return false
      try {
        const accounts = await request('eth_accounts')
        return Array.isArray(accounts) && accounts.length > 0
      } catch {
        // A wallet that cannot list accounts (locked, gone) has not authorised this page.
        return false
      }
    },
    getProvider: async () => provider,
    subscribe: (listener) => followInjectedProvider({ provider, request, loadedChecksum: () => toChecksum, checksumAccounts, listener }),
    switchNetwork,
    async signMessage({ message, address }) {
      return expectHex(await request('personal_sign', [stringToHex(message), address]), 'signature')
    },
    async sendTransaction({ address, to, value, data, gas }) {
      const transaction = { from: address, to, value: numberToHex(value), ...(data ? { data } : {}), ...(gas !== undefined ? { gas: numberToHex(gas) } : {}) }
      return expectHex(await request('eth_sendTransaction', [transaction]), 'transaction hash')
    },
    // EIP-5792 (./eip5792.ts with viem's wallet actions) loads on first use, not in the first page load.
    getCapabilities: async (parameters) => (await eip5792()).getCapabilities(parameters),
    sendCalls: async (parameters) => (await eip5792()).sendCalls(parameters),
    getCallsStatus: async (parameters) => (await eip5792()).getCallsStatus(parameters),
    showCallsStatus: async (parameters) => (await eip5792()).showCallsStatus(parameters),
  }
}
