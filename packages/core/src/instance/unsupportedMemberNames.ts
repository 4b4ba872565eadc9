// Apart from unsupportedMembers.ts so the kit type can name them without an import cycle.

/**
 * AppKit's members with no Kit equivalent: they exist, warn once (with the reason in
 * unsupportedMemberReasons.ts) and change nothing.
 */
export const unsupportedAppKitMembers = [
  'setCaipAddress',
  'setBalance',
  'setProfileName',
  'setProfileImage',
  'setUser',
  'setStatus',
  'setConnectors',
  'addConnector',
  'setConnections',
  'setConnectedWalletInfo',
  'setAddressExplorerUrl',
  'setSmartAccountDeployed',
  'addAddressLabel',
  'removeAddressLabel',
  'setClientId',
  'setRequestedCaipNetworks',
  'addNetwork',
  'removeNetwork',
  'setEIP6963Enabled',
  'handleUnsafeRPCRequest',
  'subscribeShouldUpdateToAddress',
] as const

/** The name of one of AppKit's members without a Kit equivalent. */
export type UnsupportedAppKitMemberName = (typeof unsupportedAppKitMembers)[number]

export type AppKitUnsupportedMembers = {
  [name in UnsupportedAppKitMemberName]: (...args: unknown[]) => name extends `subscribe${string}` ? () => void : void
}
