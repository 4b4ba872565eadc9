import { MultiWalletNotEnabledError } from '../errors/connector.js'
import { getFeatures } from '../getters/getFeatures.js'
import type { Kit } from '../kit.js'
import { pushAlertOnce } from '../state/pushAlert.js'
import type { Namespace } from '../types.js'
import { namespaceState } from '../utils/lookup.js'
import { type ConnectReturnType, connect } from './connect.js'
import { updateConnection } from './updateConnection.js'

export type SwitchConnectionParameters = { namespace: Namespace; connectorId: string; address?: string | undefined }
export type SwitchConnectionErrorType = MultiWalletNotEnabledError

/**
 * Makes another connection (or another account of the connected wallet) the active one.
 * With the multi-wallet feature off it raises the 'Multi-wallet not enabled' alert (SPEC
 * section 8) and throws. An account of the current wallet becomes active at once; another wallet
 * connects through its connector (SPEC section 4: a disconnected connection reconnects through
 * its own flow).
 */
export async function switchConnection(
  kit: Kit,
  { namespace, connectorId, address }: SwitchConnectionParameters,
): Promise<ConnectReturnType | undefined> {
  if (!getFeatures(kit).multiWallet) {
    pushAlertOnce(kit._internal.state.alerts, 'MULTI_WALLET_NOT_ENABLED')
    throw new MultiWalletNotEnabledError()
  }
  const { account } = namespaceState(kit, namespace)
  if (account.status === 'connected' && account.connectorId === connectorId) {
    if (!address || address === account.address) return undefined
    if (account.allAccounts.includes(address)) {
      updateConnection(kit, namespace, { accounts: [address, ...account.allAccounts.filter((other) => other !== address)] })
      return undefined
    }
  }
  return connect(kit, { connectorId, namespace })
}
