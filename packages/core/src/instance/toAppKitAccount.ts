import { authConnectorId } from '../auth/authConnector.js'
import type { AccountState } from '../state/chains.js'
import type { Namespace } from '../types.js'
import { defaultAccountType } from '../utils/defaultAccountType.js'
import type { AppKitAccount, KitAccount } from './types.js'

/** A namespace's account state as AppKit returns it: `allAccounts` as docs/rules/entities.md accounts. */
export function toAppKitAccount(namespace: Namespace, account: AccountState & { isConnected: boolean }): AppKitAccount {
  const type = account.preferredAccountType ?? defaultAccountType(namespace)
  const allAccounts: KitAccount[] = (account.allAccounts ?? []).map((address) => ({ namespace, address, type }))
  return {
    address: account.address,
    caipAddress: account.caipAddress,
    isConnected: account.isConnected,
    status: account.status ?? 'disconnected',
    allAccounts,
    embeddedWalletInfo:
      account.connectorId === authConnectorId
        ? {
            user: account.user,
            authProvider: account.socialProvider ?? 'email',
            accountType: account.preferredAccountType,
            isSmartAccountDeployed: account.smartAccountDeployed,
          }
        : undefined,
  }
}
