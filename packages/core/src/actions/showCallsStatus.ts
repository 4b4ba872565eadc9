import type { UnknownCallsIdErrorType } from '../errors/calls.js'
import {
  ConnectorCapabilityNotSupportedError,
  type ConnectorCapabilityNotSupportedErrorType,
  type ConnectorNotConnectedErrorType,
} from '../errors/connector.js'
import { toWalletError, type WalletErrorType } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'
import { connectedWallet } from '../utils/connectedWallet.js'
import { assertCallsId } from './getCallsStatus.js'

export type ShowCallsStatusParameters = { id: string; namespace?: Namespace | undefined }
export type ShowCallsStatusErrorType = UnknownCallsIdErrorType | ConnectorNotConnectedErrorType | ConnectorCapabilityNotSupportedErrorType | WalletErrorType

/**
 * Asks the wallet to show a batch's status in its own UI (EIP-5792 `wallet_showCallsStatus`).
 * Wallets that lack it (and batches of the sequential fallback) give ConnectorCapabilityNotSupportedError.
 */
export async function showCallsStatus(kit: Kit, { id, namespace }: ShowCallsStatusParameters): Promise<void> {
  assertCallsId(id)
  const { connector } = connectedWallet(kit, namespace)
  if (!connector.showCallsStatus) throw new ConnectorCapabilityNotSupportedError({ capability: 'showCallsStatus', connectorId: connector.id })
  try {
    await connector.showCallsStatus({ id })
  } catch (error) {
    throw toWalletError(error)
  }
}
