import type { UniversalProvider } from '@kit/core'
import type { HandleUniversalProviderParameters, WalletConnectHandle } from '../types.js'
import { contextRpcUrl, createUniversalProvider, namespaceChain } from './universalProvider.js'

/**
 * The UniversalProvider an adapter's WalletConnect connector hands to `modal.getUniversalProvider()`:
 * requests without a chain id go to the kit's network of the namespace (`namespaceChain`).
 */
export function handleUniversalProvider(
  handle: WalletConnectHandle,
  { namespace, context, currentChain }: HandleUniversalProviderParameters,
): UniversalProvider {
  return createUniversalProvider({
    handle,
    namespace,
    currentChain: () => namespaceChain(handle, namespace, context, currentChain()),
    rpcUrl: contextRpcUrl(context),
  })
}
