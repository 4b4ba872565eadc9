import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetWalletProviderReturnType = { walletProvider: unknown; walletProviderType: string | undefined }

/** The connected wallet's provider for a namespace (an EIP-1193 provider on eip155). */
export function getWalletProvider(kit: Kit, { namespace }: { namespace: Namespace }): GetWalletProviderReturnType {
  return select(kit, `provider:${namespace}`, (state) => {
    const provider = state.chains.namespaces[namespace]?.provider
    return { walletProvider: provider?.current, walletProviderType: provider?.type }
  })
}

export function watchWalletProvider(kit: Kit, parameters: { namespace: Namespace } & WatchParameters<GetWalletProviderReturnType>) {
  return watch(kit, (current) => getWalletProvider(current, parameters), parameters)
}
