import type { Kit } from '../kit.js'
import type { AccountState, AccountStatus } from '../state/chains.js'
import type { CaipAddress, Namespace } from '../types.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetAccountParameters = { namespace?: Namespace | undefined }

type Base = Omit<AccountState, 'status' | 'address' | 'caipAddress'> & { namespace: Namespace }

/** A union keyed on `status`, like wagmi's getConnection. */
export type GetAccountReturnType = Base &
  (
    | { status: 'connected'; isConnected: true; address: string; caipAddress: CaipAddress }
    | { status: Exclude<AccountStatus, 'connected'>; isConnected: false; address: string | undefined; caipAddress: CaipAddress | undefined }
  )

/** The account of the active namespace (or of `namespace`). */
export function getAccount(kit: Kit, { namespace }: GetAccountParameters = {}): GetAccountReturnType {
  return select(kit, `account:${namespace ?? '*'}`, (state) => {
    const target = namespace ?? state.chains.activeNamespace
    const account = state.chains.namespaces[target]?.account
    return { ...(account as AccountState), namespace: target, isConnected: account?.status === 'connected' } as GetAccountReturnType
  })
}

export function watchAccount(kit: Kit, parameters: GetAccountParameters & WatchParameters<GetAccountReturnType>): () => void {
  return watch(kit, (current) => getAccount(current, parameters), parameters)
}
