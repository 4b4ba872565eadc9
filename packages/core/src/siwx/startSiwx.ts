import { getAccount, watchAccount } from '../getters/getAccount.js'
import type { Kit } from '../kit.js'
import { checkSiwxSession } from './checkSiwxSession.js'
import { loadSiwxConfig } from './loadSiwxConfig.js'
import { splitCaipAddress } from './siwxSession.js'

/**
 * Follows the active account (loaded on mount by kits with `siwx`): each new account or network
 * is checked for a session; a disconnect revokes the local session when the configuration's
 * `signOutOnDisconnect` says so. Returns the cleanup.
 */
export function startSiwx(kit: Kit): () => void {
  let previous = getAccount(kit).caipAddress
  void checkSiwxSession(kit)
  return watchAccount(kit, {
    onChange: (account) => {
      const before = previous
      previous = account.caipAddress
      if (before && !account.isConnected)
        void loadSiwxConfig(kit)
          .then((config) => {
            if (!config?.signOutOnDisconnect) return
            const { chainId, address } = splitCaipAddress(before)
            return config.revokeSession(chainId, address)
          })
          .catch(() => undefined)
      void checkSiwxSession(kit)
    },
  })
}
