import type { UnsupportedAppKitMemberName } from './unsupportedMemberNames.js'

/**
 * Why each of AppKit's members without a Kit equivalent does nothing (or what to use instead): the
 * text of its one warning. A module of its own, loaded by the first such call: the names are in
 * every page's first load (the instance has the members), the reasons need not be.
 */
export const unsupportedMemberReasons: { readonly [name in UnsupportedAppKitMemberName]: string } = {
  setCaipAddress: "Kit's account follows the connected wallet",
  setBalance: 'the balance is read from the wallet and the Kit API',
  setProfileName: 'names come from the Kit API',
  setProfileImage: 'avatars come from the Kit API',
  setUser: "the embedded wallet's user comes from the secure frame",
  setStatus: "the account's status follows the connectors",
  setConnectors: 'connectors come from the adapters',
  addConnector: 'connectors come from the adapters',
  setConnections: 'connections follow connect and disconnect',
  setConnectedWalletInfo: 'the wallet info comes from the connector',
  setAddressExplorerUrl: "explorer links come from the network's blockExplorers",
  setSmartAccountDeployed: 'the secure frame reports the deployment',
  addAddressLabel: 'Kit shows no address labels',
  removeAddressLabel: 'Kit shows no address labels',
  setClientId: 'Kit API calls carry no client id',
  setRequestedCaipNetworks: 'the networks are fixed when the kit is created',
  addNetwork: 'the networks are fixed when the kit is created: create the kit with it',
  removeNetwork: 'the networks are fixed when the kit is created: create the kit without it',
  setEIP6963Enabled: 'use the enableEIP6963 option',
  handleUnsafeRPCRequest: 'the embedded wallet asks for approval on its own frame',
  subscribeShouldUpdateToAddress: "Kit's account follows the connected wallet (subscribeAccount)",
}
