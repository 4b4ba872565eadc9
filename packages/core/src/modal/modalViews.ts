import type { View } from '../state/router.js'

/** Views a connection is made from: a successful connect closes the modal there. */
export const connectingViews: ReadonlySet<View> = new Set<View>([
  'Connect',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'AllWallets',
  'EmailLogin',
  'ConnectingSocial',
])

/** Views that only make sense while connected: a disconnect closes the modal there. */
export const connectedViews: ReadonlySet<View> = new Set<View>(['Account', 'ProfileWallets', 'SwitchNetwork', 'UnsupportedChain'])
