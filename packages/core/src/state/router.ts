/** Every modal view of SPEC section 2, plus the feature views later issues add. */
export type View =
  | 'Connect'
  | 'EmailLogin'
  | 'ConnectingFarcaster'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'AllWallets'
  | 'ProfileWallets'
  | 'UpdateEmailWallet'
  | 'Account'
  | 'Networks'
  | 'Swap'
  | 'ApproveTransaction'
  | 'SIWXSignMessage'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'UnsupportedChain'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'WalletSend'
  | 'WalletReceive'

/** Data a view needs (the connector being connected, the network being switched to). */
export type RouterData = { connectorId?: string | undefined; networkId?: string | undefined }

export type RouterState = { view: View; history: View[]; data: RouterData }

export function createRouterState(): RouterState {
  return { view: 'Connect', history: ['Connect'], data: {} }
}

export function pushView(state: RouterState, view: View, data: RouterData = {}) {
  state.view = view
  state.history.push(view)
  state.data = data
}

export function replaceView(state: RouterState, view: View, data: RouterData = {}) {
  state.view = view
  state.history[state.history.length - 1] = view
  state.data = data
}

export function resetView(state: RouterState, view: View) {
  state.view = view
  state.history = [view]
  state.data = {}
}

export function popView(state: RouterState) {
  if (state.history.length <= 1) return
  state.history.pop()
  state.view = state.history[state.history.length - 1] ?? 'Connect'
  state.data = {}
}
