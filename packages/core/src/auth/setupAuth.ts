import { ref } from 'valtio/vanilla'
import type { AuthConnectorBridge, Connector } from '../adapters/contract.js'
import { type GetFeaturesReturnType, getFeatures, resolveFeatures } from '../getters/getFeatures.js'
import type { Kit } from '../kit.js'
import { memoBy } from '../utils/memo.js'
import { type WatchParameters, watch } from '../utils/select.js'
import { createAuthConnector } from './authConnector.js'
import type { AuthProvider } from './authProvider.js'
import type { SocialProvider } from './authState.js'
import { createAuthBridge } from './createAuthBridge.js'

export type ConnectMethod = 'email' | 'social' | 'wallet'

export type GetConnectMethodsReturnType = {
  /** docs/rules/screens.md default order: email, social, wallet (`features.connectMethodsOrder`). */
  order: readonly ConnectMethod[]
  /** Email login is offered. */
  email: boolean
  /** Social providers offered, in order (docs/rules/limits.md defaults). */
  socials: readonly SocialProvider[]
}

const defaultOrder: readonly ConnectMethod[] = ['email', 'social', 'wallet']

/** Whether the embedded wallet can be offered at all (fixed for a kit: options and adapters). */
function authAvailable(kit: Kit): boolean {
  return Boolean(kit.options.secureOrigin) && kit._internal.adapters.has('eip155') && kit.networks.some((network) => network.chainNamespace === 'eip155')
}

function resolveConnectMethods(kit: Kit, features: GetFeaturesReturnType): GetConnectMethodsReturnType {
  const available = authAvailable(kit)
  const email = available && features.email
  const socials = available ? features.socials : []
  const { connectMethodsOrder } = features
  const requested = connectMethodsOrder?.length ? connectMethodsOrder : defaultOrder
  const order = [...new Set(requested)].filter((method) => method === 'wallet' || (method === 'email' ? email : socials.length > 0))
  return { order, email, socials: [...socials] }
}

/**
 * How the Connect view offers connections. Email and socials need `secureOrigin` and the eip155
 * adapter (the embedded wallet is an EVM account for now); without them only wallets remain.
 * Whether each is on comes from {@link getFeatures}: options given in code, else docs/rules
 * defaults narrowed by the project's remote config (which never overrides code).
 */
export function getConnectMethods(kit: Kit): GetConnectMethodsReturnType {
  const features = getFeatures(kit)
  // `getFeatures` is referentially stable while unchanged: so is this.
  return memoBy(features, 'connectMethods', () => resolveConnectMethods(kit, features))
}

/** Calls `onChange` when the ways the Connect view offers to connect change (see `getConnectMethods`); returns the unsubscribe function. */
export function watchConnectMethods(kit: Kit, parameters: WatchParameters<GetConnectMethodsReturnType>): () => void {
  return watch(kit, getConnectMethods, parameters)
}

/**
 * Registers the auth connector when the options allow email or social login (a plain object: no
 * frame, no import). Remote config only hides the methods later; a stored session still reconnects.
 */
export function setupAuth(kit: Kit) {
  const { email, socials } = resolveConnectMethods(kit, resolveFeatures(kit.options.features, undefined))
  if (!email && socials.length === 0) return
  const base = createAuthConnector(kit)
  // An eip155 adapter that wraps the embedded wallet (WagmiAdapter: a wagmi connector, so wagmi's
  // hooks sign with it) gets the kit's connector with its EIP-1193 requests as the bridge.
  const evm = kit._internal.adapters.get('eip155')
  kit._internal.state.auth.connector = ref(evm?.createAuthConnector ? evm.createAuthConnector(toEip155Bridge(base)) : base)
  // The same login in the other namespaces whose adapters offer it (the user's Solana account).
  for (const [namespace, adapter] of kit._internal.adapters) {
    if (namespace === 'eip155' || !adapter.createAuthConnector || !kit.networks.some((network) => network.chainNamespace === namespace)) continue
    kit._internal.state.auth.namespaceConnectors[namespace] = ref(adapter.createAuthConnector(createAuthBridge(kit, namespace)))
  }
}

/** The eip155 auth connector as an adapter's bridge: its requests go through its EIP-1193 provider. */
function toEip155Bridge(connector: Connector<AuthProvider>): AuthConnectorBridge {
  const { connect, disconnect, getAccounts, getNetworkId, isAuthorized, subscribe, switchNetwork } = connector
  return {
    id: connector.id,
    name: connector.name,
    connect,
    disconnect,
    getAccounts,
    getNetworkId,
    isAuthorized,
    subscribe,
    switchNetwork: switchNetwork!,
    request: async (parameters) => (await connector.getProvider()).request(parameters),
  }
}
