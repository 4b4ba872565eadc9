import type { CallsStatus } from '../adapters/calls.js'
import { UnknownCallsIdError, type UnknownCallsIdErrorType } from '../errors/calls.js'
import {
  ConnectorCapabilityNotSupportedError,
  type ConnectorCapabilityNotSupportedErrorType,
  type ConnectorNotConnectedErrorType,
} from '../errors/connector.js'
import { toWalletError, type WalletErrorType } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'
import { connectedWallet } from '../utils/connectedWallet.js'
import { providerGetCallsStatus, providerOf } from './eip5792Provider.js'

export type GetCallsStatusParameters = { id: string; namespace?: Namespace | undefined }
export type GetCallsStatusReturnType = CallsStatus
export type GetCallsStatusErrorType = UnknownCallsIdErrorType | ConnectorNotConnectedErrorType | ConnectorCapabilityNotSupportedErrorType | WalletErrorType

/** EIP-5792 ids are strings of at most 4096 bytes; Kit's (and viem's fallback ids) are hex. */
export function assertCallsId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || id.length === 0 || id.length > 4096 || !/^[\x21-\x7e]+$/.test(id)) throw new UnknownCallsIdError({ id: String(id) })
}

/**
 * The status of a batch sent with {@link sendCalls} (EIP-5792 `wallet_getCallsStatus`), in viem's
 * shape: `status` 'pending' | 'success' | 'failure', `receipts`, and `atomic` (false for the
 * sequential fallback of wallets without EIP-5792).
 */
export async function getCallsStatus(kit: Kit, { id, namespace }: GetCallsStatusParameters): Promise<GetCallsStatusReturnType> {
  assertCallsId(id)
  const { connector } = connectedWallet(kit, namespace)
  const provider = connector.getCallsStatus ? undefined : await providerOf(connector)
  if (!connector.getCallsStatus && !provider) throw new ConnectorCapabilityNotSupportedError({ capability: 'getCallsStatus', connectorId: connector.id })
  try {
    return connector.getCallsStatus ? await connector.getCallsStatus({ id }) : await providerGetCallsStatus(provider!, id)
  } catch (error) {
    throw toWalletError(error)
  }
}
