import type { AccountType } from '../state/chains.js'
import type { CaipNetworkId, Namespace } from '../types.js'

/**
 * docs/rules/limits.md default account types, per network: eip155 smartAccount on the project's
 * smart-account-enabled networks (the Kit API's list, `smartAccountNetworks`), eoa elsewhere;
 * bip122 payment; other namespaces eoa. `preferred` is the app's choice for the namespace (AppKit's
 * `defaultAccountTypes`): eip155 `eoa` is never a smart account, `smartAccount` only where enabled.
 * A Bitcoin wallet connects with its payment address, so bip122 is always payment.
 */
export function defaultAccountType(
  namespace: Namespace,
  network: { networkId?: CaipNetworkId | undefined; smartAccountNetworks?: readonly string[] | undefined; preferred?: string | undefined } = {},
): AccountType {
  if (namespace === 'bip122') return 'payment'
  if (namespace === 'eip155' && network.preferred !== 'eoa' && network.networkId && network.smartAccountNetworks?.includes(network.networkId))
    return 'smartAccount'
  return 'eoa'
}
