import { type ChainNotConfiguredErrorType, SwitchNetworkError, type SwitchNetworkErrorType } from '../errors/chain.js'
import { ConnectorCapabilityNotSupportedError, type ConnectorCapabilityNotSupportedErrorType } from '../errors/connector.js'
import { toWalletError, type UserRejectedRequestErrorType } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import { storageKeys } from '../storage/keys.js'
import type { CaipAddress, CaipNetwork, CaipNetworkId } from '../types.js'
import { findConnector, namespaceState, requireNetwork } from '../utils/lookup.js'
import { emitEvent } from './emitEvent.js'
import { refreshBalance } from './refreshBalance.js'

export type SwitchNetworkParameters = { network: CaipNetwork | CaipNetworkId }
export type SwitchNetworkErrorTypes =
  | ChainNotConfiguredErrorType
  | ConnectorCapabilityNotSupportedErrorType
  | UserRejectedRequestErrorType
  | SwitchNetworkErrorType

/**
 * Makes `network` the active one. With a connected wallet of that namespace the wallet is asked
 * first (and may refuse: UserRejectedRequestError); without one only the kit's state changes.
 */
export async function switchNetwork(kit: Kit, { network }: SwitchNetworkParameters): Promise<void> {
  const target = requireNetwork(kit, typeof network === 'string' ? network : network.caipNetworkId)
  const namespace = target.chainNamespace
  const slice = namespaceState(kit, namespace)
  const { account } = slice
  if (account.status === 'connected' && slice.networkId !== target.caipNetworkId) {
    const connector = account.connectorId ? findConnector(kit, account.connectorId, namespace) : undefined
    if (!connector?.switchNetwork) throw new ConnectorCapabilityNotSupportedError({ capability: 'switchNetwork', connectorId: account.connectorId ?? '' })
    try {
      await connector.switchNetwork({ network: target })
    } catch (error) {
      const walletError = toWalletError(error)
      throw walletError.name === 'UserRejectedRequestError' ? walletError : new SwitchNetworkError({ cause: walletError })
    }
  }
  slice.networkId = target.caipNetworkId
  if (account.address) account.caipAddress = `${target.caipNetworkId}:${account.address}` as CaipAddress
  kit._internal.state.chains.activeNamespace = namespace
  kit.storage.set(storageKeys.lastUsedChain, target.caipNetworkId)
  kit.storage.set(storageKeys.activeNamespace, namespace)
  emitEvent(kit, 'SWITCH_NETWORK', { namespace, network: target.caipNetworkId })
  // Switching back and forth reuses a balance read in the last 30 s (docs/rules/limits.md).
  if (account.status === 'connected') void refreshBalance(kit, { namespace, cache: true })
}
