import { type Adapter, lazyAdapter } from '@kit/core'
import type { UniversalAdapterParameters } from './universalAdapter.js'

/**
 * `universalAdapter` as a lazy adapter: the same WalletConnect-only adapter, its code a chunk
 * loaded when the kit mounts. `createAppKit` from `@kit/react` uses it for AppKit's no-adapter
 * mode, so that pages with adapters (all but those) do not carry the universal adapter's code.
 *
 * @example
 * const handle = walletConnect({ projectId })
 * const kit = createKit({ projectId, networks: [mainnet], adapters: [lazyUniversalAdapter({ namespace: 'eip155', handle })] })
 */
export function lazyUniversalAdapter(parameters: UniversalAdapterParameters): Adapter {
  return lazyAdapter({
    namespace: parameters.namespace,
    walletConnectOnly: true,
    load: () => import('./universalAdapter.js').then(({ universalAdapter }) => universalAdapter(parameters)),
  })
}
