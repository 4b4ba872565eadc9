import { z } from 'zod/mini'
import { getAccount } from '../getters/getAccount.js'
import type { Kit } from '../kit.js'
import { loadSiwxConfig } from './loadSiwxConfig.js'
import { SIWX_LAST_NETWORK_KEY, splitCaipAddress, toSessionSnapshot } from './siwxSession.js'

/**
 * Looks up the session of the active account (docs/rules/states.md): `signed` when the configuration
 * has one, else `required` (the UI shows SIWXSignMessage). A new account or network asks again;
 * no account is `idle`. A lookup overtaken by another account change is dropped.
 */
export async function checkSiwxSession(kit: Kit): Promise<void> {
  const state = kit._internal.state.siwx
  const account = getAccount(kit)
  if (!account.isConnected) {
    Object.assign(state, { status: 'idle', caipAddress: undefined, session: undefined, error: undefined })
    return
  }
  if (state.caipAddress === account.caipAddress && state.status !== 'idle') return
  const config = await loadSiwxConfig(kit)
  if (!config) return
  Object.assign(state, { status: 'checking', caipAddress: account.caipAddress, session: undefined, error: undefined })
  state.required = config.getRequired?.() ?? true
  const { chainId, address } = splitCaipAddress(account.caipAddress)
  const sessions = await config.getSessions(chainId, address).catch(() => [])
  if (state.caipAddress !== account.caipAddress || state.status !== 'checking') return
  const session = sessions[0]
  if (session) {
    Object.assign(state, { status: 'signed', session: toSessionSnapshot(session) })
    kit.storage.set(SIWX_LAST_NETWORK_KEY, chainId)
  } else state.status = 'required'
}

/** The network last signed in on, if stored. */
export function lastSignedNetwork(kit: Kit): string | null {
  return kit.storage.get(SIWX_LAST_NETWORK_KEY, z.string())
}
