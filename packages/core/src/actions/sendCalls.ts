import type { Call, SendCallsReturnType } from '../adapters/calls.js'
import type { InvalidCallsErrorType } from '../errors/calls.js'
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
import { providerOf, providerSendCalls } from './eip5792Provider.js'
import { invalidateAccountData } from './invalidateAccountData.js'
import { validateCalls } from './validateCalls.js'

export type SendCallsParameters = {
  calls: readonly Call[]
  /** Refuse wallets that cannot run the batch atomically (no sequential fallback). */
  forceAtomic?: boolean | undefined
  /** EIP-5792 capabilities passed to the wallet (e.g. `paymasterService`). */
  capabilities?: Record<string, unknown> | undefined
  namespace?: Namespace | undefined
}

export type { SendCallsReturnType }
export type SendCallsErrorType = InvalidCallsErrorType | ConnectorNotConnectedErrorType | ConnectorCapabilityNotSupportedErrorType | WalletErrorType

/**
 * Sends a batch of calls with the connected wallet (EIP-5792 `wallet_sendCalls`) and resolves with
 * the batch id for {@link getCallsStatus}. Each call is checked first ({@link validateCalls}, docs/rules
 * section 5), so bad input never reaches the wallet. Wallets with EIP-5792 run the batch atomically
 * (the embedded smart account: one transaction); injected and WalletConnect wallets without it
 * get the calls one transaction at a time, and `getCallsStatus` says `atomic: false`.
 *
 * @example
 * const { id } = await sendCalls(kit, { calls: [{ to: token, data: approveData }, { to: token, data: transferData }] })
 */
export async function sendCalls(kit: Kit, { calls, forceAtomic, capabilities, namespace }: SendCallsParameters): Promise<SendCallsReturnType> {
  const target = namespace ?? kit._internal.state.chains.activeNamespace
  const adapter = kit._internal.adapters.get(target)
  validateCalls({ calls, isValidAddress: (address) => adapter?.isValidAddress(address) ?? false })
  const { connector, address } = connectedWallet(kit, target)
  const networkId = namespaceState(kit, target).networkId
  const provider = connector.sendCalls ? undefined : await providerOf(connector)
  if ((!connector.sendCalls && !provider) || !networkId) throw new ConnectorCapabilityNotSupportedError({ capability: 'sendCalls', connectorId: connector.id })
  const request = {
    address,
    networkId,
    calls: calls.map(({ to, data, value }) => ({ to, ...(data ? { data } : {}), ...(value !== undefined ? { value } : {}) })),
    forceAtomic,
    capabilities,
  }
  try {
    const result = connector.sendCalls ? await connector.sendCalls(request) : await providerSendCalls(provider!, request)
    invalidateAccountData(kit, { namespace: target })
    return result
  } catch (error) {
    throw toWalletError(error)
  }
}
