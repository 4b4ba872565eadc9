import type { Kit } from '../kit.js'
import type { AccountState } from '../state/chains.js'
import type { Namespace } from '../types.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetWalletInfoReturnType = AccountState['connectedWalletInfo']

export function getWalletInfo(kit: Kit, { namespace }: { namespace?: Namespace | undefined } = {}): GetWalletInfoReturnType {
  return select(kit, `walletInfo:${namespace ?? '*'}`, (state) => {
    const target = namespace ?? state.chains.activeNamespace
    return state.chains.namespaces[target]?.account.connectedWalletInfo
  })
}

export function watchWalletInfo(kit: Kit, parameters: WatchParameters<GetWalletInfoReturnType> & { namespace?: Namespace }) {
  return watch(kit, (current) => getWalletInfo(current, parameters), parameters)
}
