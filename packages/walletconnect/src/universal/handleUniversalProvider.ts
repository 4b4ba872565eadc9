import type { UniversalProvider } from '@kit/core'
import type { HandleUniversalProviderParameters, WalletConnectHandle } from '../types.js'
import { sessionChains } from './sessionAccounts.js'
import { contextRpcUrl, createUniversalProvider } from './universalProvider.js'

/**
 * The UniversalProvider an adapter's WalletConnect connector hands to `modal.getUniversalProvider()`:
 * requests without a chain id go to the kit's network of the namespace, else to the session's first
 * chain of it, else to the adapter's first network.
 */
export function handleUniversalProvider(
  handle: WalletConnectHandle,
  { namespace, context, currentChain }: HandleUniversalProviderParameters,
): UniversalProvider {
  return createUniversalProvider({
    handle,
    namespace,
    currentChain: () => currentChain() ?? sessionChains(handle.getSession(), namespace)[0] ?? context.networks[0]?.caipNetworkId ?? `${namespace}:1`,
    rpcUrl: contextRpcUrl(context),
  })
}
