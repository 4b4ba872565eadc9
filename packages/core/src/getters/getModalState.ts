import type { Kit } from '../kit.js'
import type { CaipNetworkId, Namespace } from '../types.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetModalStateReturnType = {
  open: boolean
  loading: boolean
  shake: boolean
  initialized: boolean
  activeChain: Namespace
  selectedNetworkId: CaipNetworkId | undefined
}

export function getModalState(kit: Kit): GetModalStateReturnType {
  return select(kit, 'modalState', (state) => ({
    ...state.modal,
    initialized: state.initialized,
    activeChain: state.chains.activeNamespace,
    selectedNetworkId: state.chains.namespaces[state.chains.activeNamespace]?.networkId,
  }))
}

export function watchModalState(kit: Kit, parameters: WatchParameters<GetModalStateReturnType>) {
  return watch(kit, getModalState, parameters)
}
