import type { View } from './router.js'

/**
 * Every view, at run time (the `View` union is the source): `open` and `navigate` refuse any
 * other name with UnknownViewError. Adding a view to the union without adding it here fails
 * the typecheck.
 */
const viewSet = {
  Connect: true,
  EmailLogin: true,
  ConnectingFarcaster: true,
  ConnectingSocial: true,
  ConnectingWalletConnect: true,
  ConnectingWalletConnectBasic: true,
  ConnectingExternal: true,
  AllWallets: true,
  ProfileWallets: true,
  UpdateEmailWallet: true,
  Account: true,
  Networks: true,
  Swap: true,
  SwapPreview: true,
  ApproveTransaction: true,
  SIWXSignMessage: true,
  SwitchNetwork: true,
  SwitchActiveChain: true,
  UnsupportedChain: true,
  RegisterAccountName: true,
  RegisterAccountNameSuccess: true,
  WalletSend: true,
  WalletReceive: true,
  WalletSendSelectToken: true,
  WalletSendPreview: true,
  ConnectingMultiChain: true,
  OnRampProviders: true,
  BuyInProgress: true,
  WhatIsAWallet: true,
  WhatIsANetwork: true,
} as const satisfies Record<View, true>

/** Every view name, in the order of the `View` union. */
export const views = Object.keys(viewSet) as readonly View[]

/** Whether a value is the name of a view (`open` and `navigate` refuse any other with UnknownViewError). */
export function isView(value: unknown): value is View {
  return typeof value === 'string' && Object.hasOwn(viewSet, value)
}
