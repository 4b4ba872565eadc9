import { InvalidAddressError, type InvalidAddressErrorType } from '../errors/address.js'
import {
  ConnectorCapabilityNotSupportedError,
  type ConnectorCapabilityNotSupportedErrorType,
  type ConnectorNotConnectedErrorType,
} from '../errors/connector.js'
import { toWalletError, type WalletErrorType } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'
import { connectedWallet } from '../utils/connectedWallet.js'
import { namespaceState, requireNetwork } from '../utils/lookup.js'
import { invalidateAccountData } from './invalidateAccountData.js'
import { refreshBalance } from './refreshBalance.js'

export type WalletRequestErrorType = ConnectorNotConnectedErrorType | ConnectorCapabilityNotSupportedErrorType | InvalidAddressErrorType | WalletErrorType

const connected = connectedWallet

export type SignMessageParameters = { message: string; namespace?: Namespace | undefined }

/** Signs a message with the connected wallet of the active (or given) namespace. */
export async function signMessage(kit: Kit, { message, namespace }: SignMessageParameters): Promise<string> {
  const { connector, address } = connected(kit, namespace)
  if (!connector.signMessage) throw new ConnectorCapabilityNotSupportedError({ capability: 'signMessage', connectorId: connector.id })
  try {
    return await connector.signMessage({ message, address })
  } catch (error) {
    throw toWalletError(error)
  }
}

export type SendTransactionParameters = {
  to: string
  value: bigint
  data?: string | undefined
  /** Gas limit (the wallet estimates it when absent). */
  gas?: bigint | undefined
  namespace?: Namespace | undefined
}

/**
 * Sends a native transfer (or call) with the connected wallet; resolves with the hash. A `to` the
 * namespace's adapter does not accept is InvalidAddressError ('Invalid address') before the wallet is asked.
 */
export async function sendTransaction(kit: Kit, { namespace, ...parameters }: SendTransactionParameters): Promise<string> {
  const { connector, address, namespace: target } = connected(kit, namespace)
  if (!kit._internal.adapters.get(target)?.isValidAddress(parameters.to)) throw new InvalidAddressError({ address: parameters.to, namespace: target })
  if (!connector.sendTransaction) throw new ConnectorCapabilityNotSupportedError({ capability: 'sendTransaction', connectorId: connector.id })
  try {
    const hash = await connector.sendTransaction({ ...parameters, address })
    void refreshBalance(kit, { namespace: target })
    // Tokens, NFTs and activity of the account are read again on their next use.
    invalidateAccountData(kit, { namespace: target })
    return hash
  } catch (error) {
    throw toWalletError(error)
  }
}

export type SendTokenTransferRequestParameters = {
  /** The token's contract (mint) address, without CAIP prefix. */
  token: string
  to: string
  /** In the token's smallest unit. */
  amount: bigint
  decimals: number
  namespace?: Namespace | undefined
}

/**
 * Sends a token with the namespace adapter's `sendTokenTransfer` capability (transfers that read
 * the chain first) and the connected wallet; resolves with the transaction id.
 */
export async function sendTokenTransfer(kit: Kit, { namespace, ...parameters }: SendTokenTransferRequestParameters): Promise<string> {
  const { connector, address, namespace: target } = connected(kit, namespace)
  const adapter = kit._internal.adapters.get(target)
  if (!adapter?.isValidAddress(parameters.to)) throw new InvalidAddressError({ address: parameters.to, namespace: target })
  if (!adapter.sendTokenTransfer) throw new ConnectorCapabilityNotSupportedError({ capability: 'sendTokenTransfer', connectorId: connector.id })
  const network = requireNetwork(kit, namespaceState(kit, target).networkId ?? '')
  try {
    const hash = await adapter.sendTokenTransfer({ ...parameters, connector, address, network })
    void refreshBalance(kit, { namespace: target })
    invalidateAccountData(kit, { namespace: target })
    return hash
  } catch (error) {
    throw toWalletError(error)
  }
}
