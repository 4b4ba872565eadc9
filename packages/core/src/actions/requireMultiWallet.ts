import { MultiWalletNotEnabledError } from '../errors/connector.js'
import { getFeatures } from '../getters/getFeatures.js'
import type { Kit } from '../kit.js'
import { pushAlertOnce } from '../state/pushAlert.js'

export type RequireMultiWalletErrorType = MultiWalletNotEnabledError

/**
 * Checks that the multi-wallet feature is on before a second wallet is connected or switched to;
 * otherwise raises the 'Multi-wallet not enabled' info alert (docs/rules/errors.md) and throws.
 */
export function requireMultiWallet(kit: Kit): void {
  if (getFeatures(kit).multiWallet) return
  pushAlertOnce(kit._internal.state.alerts, 'MULTI_WALLET_NOT_ENABLED')
  throw new MultiWalletNotEnabledError()
}
