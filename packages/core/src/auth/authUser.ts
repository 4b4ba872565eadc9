import type { ConnectedUser } from '@kit/frame-protocol'
import { z } from 'zod/mini'
import type { Kit } from '../kit.js'
import { storageKeys } from '../storage/keys.js'
import { namespaceState } from '../utils/lookup.js'
import type { AuthClientUser } from './authClientTypes.js'
import { toNetworkId } from './authNetworks.js'

/**
 * The frame's user as the kit shows it: the kit's `auth.user`, and the embedded eip155 account's
 * email or social username, account type and deployment. `clear` forgets the user and every
 * login step in progress.
 */
export function createAuthUser(kit: Kit) {
  const auth = kit._internal.state.auth
  let user: AuthClientUser | undefined

  function syncAccountUser() {
    const account = namespaceState(kit, 'eip155').account
    if (!user) return
    account.user = { email: user.email ?? undefined, username: user.userName ?? undefined }
    account.socialProvider = kit.storage.get(storageKeys.socialProvider, z.string()) ?? undefined
    account.preferredAccountType = user.preferredAccountType ?? 'eoa'
    account.smartAccountDeployed = user.smartAccountDeployed ?? false
  }

  return {
    current: () => user,
    set(next: ConnectedUser): AuthClientUser {
      user = { ...next, networkId: toNetworkId(next.chainId) }
      auth.user = { email: next.email, userName: next.userName, address: next.address, chainId: next.chainId }
      syncAccountUser()
      return user
    },
    syncAccountUser,
    clear() {
      user = undefined
      auth.user = undefined
      auth.emailLogin = undefined
      auth.emailUpdate = undefined
      auth.socialLogin = undefined
      auth.farcaster = undefined
    },
  }
}
