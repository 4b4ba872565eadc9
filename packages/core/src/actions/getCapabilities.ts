import type { WalletCapabilitiesRecord } from '../adapters/calls.js'
import {
  ConnectorCapabilityNotSupportedError,
  type ConnectorCapabilityNotSupportedErrorType,
  type ConnectorNotConnectedErrorType,
} from '../errors/connector.js'
import { toWalletError, type WalletErrorType } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'
import { connectedWallet } from '../utils/connectedWallet.js'
import { namespaceState } from '../utils/lookup.js'
import { providerGetCapabilities, providerOf } from './eip5792Provider.js'

export type GetCapabilitiesParameters = { namespace?: Namespace | undefined }
export type GetCapabilitiesReturnType = WalletCapabilitiesRecord
export type GetCapabilitiesErrorType = ConnectorNotConnectedErrorType | ConnectorCapabilityNotSupportedErrorType | WalletErrorType

/**
 * The connected wallet's EIP-5792 capabilities per chain id (`wallet_getCapabilities`), e.g.
 * `{ 31337: { atomic: { status: 'supported' } } }`. A wallet without EIP-5792 reports
 * `atomic.status` 'unsupported' for the current chain (its `sendCalls` runs one transaction at a time).
 */
export async function getCapabilities(kit: Kit, { namespace }: GetCapabilitiesParameters = {}): Promise<GetCapabilitiesReturnType> {
  const { connector, address, namespace: target } = connectedWallet(kit, namespace)
  const provider = connector.getCapabilities ? undefined : await providerOf(connector)
  if (!connector.getCapabilities && !provider) throw new ConnectorCapabilityNotSupportedError({ capability: 'getCapabilities', connectorId: connector.id })
  try {
    return connector.getCapabilities
      ? await connector.getCapabilities({ address, networkId: namespaceState(kit, target).networkId })
      : await providerGetCapabilities(provider!, address)
  } catch (error) {
    throw toWalletError(error)
  }
}
