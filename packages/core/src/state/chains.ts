import type { CaipAddress, CaipNetworkId, Namespace } from '../types.js'

export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** Account state fields of docs/rules/entities.md, one per namespace. */
export type AccountState = {
  status: AccountStatus
  caipAddress: CaipAddress | undefined
  address: string | undefined
  /** Every address the wallet exposes, first is the active one. */
  allAccounts: string[]
  balance: string | undefined
  balanceSymbol: string | undefined
  /** Set when the last balance fetch failed (epoch ms); the UI shows 'Token Balance Unavailable'. */
  balanceError: number | undefined
  balanceLoading: boolean
  profileName: string | undefined
  profileImage: string | undefined
  user: { email?: string | null | undefined; username?: string | undefined } | undefined
  tokenBalance: { symbol: string; quantity: string }[] | undefined
  smartAccountDeployed: boolean
  preferredAccountType: AccountType | undefined
  socialProvider: string | undefined
  connectedWalletInfo: { name: string; icon?: string | undefined; rdns?: string | undefined } | undefined
  connectorId: string | undefined
}

export type NamespaceState = {
  /** The network the account (or the kit, when disconnected) is on; may be unsupported. */
  networkId: CaipNetworkId | undefined
  account: AccountState
  /** The connected wallet's provider (EIP-1193, Wallet Standard, ...), kept with valtio `ref`. */
  provider: { current: unknown; type: string } | undefined
}

export type ChainsState = {
  activeNamespace: Namespace
  namespaces: Partial<Record<Namespace, NamespaceState>>
}

export function createAccountState(): AccountState {
  return {
    status: 'disconnected',
    caipAddress: undefined,
    address: undefined,
    allAccounts: [],
    balance: undefined,
    balanceSymbol: undefined,
    balanceError: undefined,
    balanceLoading: false,
    profileName: undefined,
    profileImage: undefined,
    user: undefined,
    tokenBalance: undefined,
    smartAccountDeployed: false,
    preferredAccountType: undefined,
    socialProvider: undefined,
    connectedWalletInfo: undefined,
    connectorId: undefined,
  }
}

export function createChainsState(
  activeNamespace: Namespace,
  defaults: readonly { namespace: Namespace; networkId: CaipNetworkId | undefined }[],
): ChainsState {
  const namespaces: ChainsState['namespaces'] = {}
  for (const { namespace, networkId } of defaults) namespaces[namespace] ??= { networkId, account: createAccountState(), provider: undefined }
  return { activeNamespace, namespaces }
}

/** Back to a disconnected account, keeping the network. */
export function resetAccount(state: NamespaceState) {
  state.account = createAccountState()
  state.provider = undefined
}
