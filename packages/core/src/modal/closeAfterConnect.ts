import { close } from '../actions/close.js'
import { goBack } from '../actions/navigate.js'
import { getAccount } from '../getters/getAccount.js'
import { getConnections } from '../getters/getConnections.js'
import { getModalState } from '../getters/getModalState.js'
import { getRouter } from '../getters/getRouter.js'
import type { Kit } from '../kit.js'
import { watch } from '../utils/select.js'
import { isOnUnsupportedChain } from './isOnUnsupportedChain.js'
import { connectedViews, connectingViews } from './modalViews.js'

/** A connect made from the modal succeeded: the modal closes, unless something else must show. */
function afterConnect(kit: Kit): void {
  if (!getModalState(kit).open || !connectingViews.has(getRouter(kit).view)) return
  // On an unsupported network the UnsupportedChain view takes over instead.
  if (isOnUnsupportedChain(kit)) return
  // A failed connect of another namespace (one stays connected): the connecting view shows the error.
  if (getConnections(kit).error) return
  // A multi-namespace wallet connects its namespaces one after the other: close after the last.
  const { namespaces } = getRouter(kit).data
  if (namespaces?.some((namespace) => !getAccount(kit, { namespace }).isConnected)) return
  // A wallet added from ProfileWallets (multi-wallet): back to the list, which shows it active.
  if (getRouter(kit).history.includes('ProfileWallets')) {
    while (getRouter(kit).view !== 'ProfileWallets') goBack(kit)
    return
  }
  close(kit)
}

/** Embedded, a connected wallet (also one restored after a reload) shows Account rather than Connect. */
function showAccountWhenEmbedded(kit: Kit): void {
  if (kit.options.enableEmbedded && getRouter(kit).view === 'Connect') close(kit)
}

/**
 * What the modal does as wallets connect and disconnect: it closes after a successful connect
 * made from one of its connecting views, and closes a view that needs a connection once the
 * wallet is gone. Returns the function that stops following.
 */
export function closeAfterConnect(kit: Kit): () => void {
  if (getAccount(kit).status === 'connected') showAccountWhenEmbedded(kit)
  const stopConnections = watch(kit, (current) => getConnections(current).status, {
    onChange: (status, previous) => {
      if (previous === 'connecting' && status === 'connected') afterConnect(kit)
    },
  })
  const stopAccount = watch(kit, (current) => getAccount(current).status, {
    onChange: (status, previous) => {
      if (status === 'connected') showAccountWhenEmbedded(kit)
      if (previous === 'connected' && status === 'disconnected' && getModalState(kit).open && connectedViews.has(getRouter(kit).view)) close(kit)
    },
  })
  return () => {
    stopConnections()
    stopAccount()
  }
}
