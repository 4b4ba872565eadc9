import { ref } from 'valtio/vanilla'
import type { Connector } from '../adapters/contract.js'
import type { ResolvedKitOptions } from '../createKitOptions.js'
import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'

/** The id eip155's legacy `window.ethereum` connector has (every other injected one is announced). */
const legacyInjectedId = 'injected'

const isCoinbase = (connector: Connector) => connector.rdns?.toLowerCase().startsWith('com.coinbase') === true || /coinbase/i.test(connector.name)

/**
 * AppKit's connector switches: `enableWalletConnect`, `enableInjected` (the legacy
 * `window.ethereum` connector), `enableEIP6963` (announced wallets: EIP-6963 and Wallet
 * Standard) and `enableCoinbase`.
 */
export function isConnectorEnabled(
  options: Partial<Pick<ResolvedKitOptions, 'enableWalletConnect' | 'enableInjected' | 'enableEIP6963' | 'enableCoinbase'>>,
  connector: Connector,
): boolean {
  if (connector.type === 'walletConnect') return options.enableWalletConnect !== false
  if (options.enableCoinbase === false && isCoinbase(connector)) return false
  if (connector.type !== 'injected') return true
  return connector.id === legacyInjectedId && !connector.rdns ? options.enableInjected !== false : options.enableEIP6963 !== false
}

/**
 * Stores what an adapter discovered; connectors are class-like objects, so kept out of proxying.
 * The namespaces stay in the adapters' order whatever order their lists arrive in (a lazy
 * adapter's when its chunk has loaded): `getConnectors` and `findConnector` look them up in it.
 */
export function setConnectors(kit: Kit, { namespace, connectors }: { namespace: Namespace; connectors: readonly Connector[] }) {
  const state = kit._internal.state.connectors
  const lists = { ...state.byNamespace, [namespace]: ref(connectors.filter((connector) => isConnectorEnabled(kit.options, connector))) }
  const order = [...new Set([...kit._internal.adapters.keys(), ...(Object.keys(lists) as Namespace[])])]
  state.byNamespace = Object.fromEntries(order.filter((key) => lists[key]).map((key) => [key, lists[key]]))
}
