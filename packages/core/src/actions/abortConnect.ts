import type { Kit } from '../kit.js'

/**
 * Abandons the connect attempt in progress (the modal closed): its `signal` aborts, so a
 * connector that can cancel (a WalletConnect pairing) rejects and `connect` throws
 * 'Modal closed'. Connectors that cannot cancel (an injected wallet's popup) carry on.
 * (Its own module: closing the modal is in every page's first load, `connect` is not.)
 */
export function abortConnect(kit: Kit): void {
  kit._internal.runtime.pendingConnect?.controller.abort()
  kit._internal.state.connections.pairing = undefined
}
