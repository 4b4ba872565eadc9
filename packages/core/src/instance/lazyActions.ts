import type { ConnectReturnType } from '../actions/connect.js'
import type { ConnectWalletParameters, ConnectWalletReturnType } from '../actions/connectWallet.js'
import type { FetchIdentityParameters, FetchIdentityReturnType } from '../actions/fetchIdentity.js'
import type { FetchWalletsParameters } from '../actions/fetchWallets.js'
import type { PrepareConnectorParameters } from '../actions/prepareConnector.js'
import type { ShowToastParameters } from '../actions/showToast.js'
import type { SwitchConnectionParameters } from '../actions/switchConnection.js'
import type { Kit } from '../kit.js'

// The instance members that read the Kit API, connect or show a toast load those actions on first
// call: createAppKit builds the members for every app, and the API client with its response
// schemas (zod), the connect path and the rest would otherwise sit in the page's first load
// (docs/architecture.md, "How a lazy view loads"). Not `switchNetwork` or `disconnect`: apps and
// @kit/react's hooks import those statically, and a module imported both ways becomes a chunk of
// its own in the first load (one more file: e2e/packaging.spec.ts).

/** `fetchIdentity`, loaded on first call. */
export async function fetchIdentityLazily(kit: Kit, parameters: FetchIdentityParameters): Promise<FetchIdentityReturnType | undefined> {
  return (await import('../actions/fetchIdentity.js')).fetchIdentity(kit, parameters)
}

/** `fetchWallets`, loaded on first call. */
export async function fetchWalletsLazily(kit: Kit, parameters?: FetchWalletsParameters): Promise<void> {
  return (await import('../actions/fetchWallets.js')).fetchWallets(kit, parameters)
}

/** `connectWallet`, loaded on first call. */
export async function connectWalletLazily(kit: Kit, parameters: ConnectWalletParameters): Promise<ConnectWalletReturnType> {
  return (await import('../actions/connectWallet.js')).connectWallet(kit, parameters)
}

/** `switchConnection`, loaded on first call. */
export async function switchConnectionLazily(kit: Kit, parameters: SwitchConnectionParameters): Promise<ConnectReturnType | undefined> {
  return (await import('../actions/switchConnection.js')).switchConnection(kit, parameters)
}

/** `prepareConnector`, loaded on first call. */
export async function prepareConnectorLazily(kit: Kit, parameters: PrepareConnectorParameters): Promise<void> {
  const { prepareConnector } = await import('../actions/prepareConnector.js')
  prepareConnector(kit, parameters)
}

/** `showToast`, loaded on first call (a toast for an action's failure or an app's message). */
export async function showToastLazily(kit: Kit, parameters: ShowToastParameters): Promise<void> {
  ;(await import('../actions/showToast.js')).showToast(kit, parameters)
}
