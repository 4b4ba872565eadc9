import type { Kit } from '../kit.js'
import { select, type WatchParameters, watch } from '../utils/select.js'
import type { AuthState } from './authState.js'

export type GetAuthReturnType = Omit<AuthState, 'connector' | 'namespaceConnectors'> & {
  /** Email or social login is available (an auth connector exists). */
  enabled: boolean
  /** The active eip155 account is the embedded wallet. */
  isAuthConnected: boolean
}

/** The embedded wallet's state: login steps in progress, pending approval, frame status, user. */
export function getAuth(kit: Kit): GetAuthReturnType {
  return select(kit, 'auth', (state) => {
    const { connector, namespaceConnectors: _others, ...rest } = state.auth
    const account = state.chains.namespaces.eip155?.account
    return {
      ...rest,
      enabled: connector !== undefined,
      isAuthConnected: connector !== undefined && account?.status === 'connected' && account.connectorId === connector.id,
    }
  })
}

/** Calls `onChange` when the email and social login state changes (see `getAuth`); returns the unsubscribe function. */
export function watchAuth(kit: Kit, parameters: WatchParameters<GetAuthReturnType>) {
  return watch(kit, getAuth, parameters)
}
