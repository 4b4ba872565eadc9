import type { CreateKitParameters, Namespace } from '@kit/core'
import { lazyUniversalAdapter, type WalletConnectHandle, walletConnect } from '@kit/walletconnect'

/** A Kit WalletConnect handle (`walletConnect({ relayUrl, projectId })`) given as AppKit's `universalProvider`. */
function isWalletConnectHandle(value: unknown): value is WalletConnectHandle {
  const candidate = value as Partial<WalletConnectHandle> | null | undefined
  return typeof candidate === 'object' && candidate?.id === 'walletConnect' && typeof candidate.registerNamespace === 'function'
}

/**
 * AppKit's no-adapter mode: `createAppKit({ projectId, networks })` without `adapters` connects
 * every namespace of the networks through WalletConnect alone (`lazyUniversalAdapter` from
 * `@kit/walletconnect`: its code is a chunk loaded on mount, so the pages with adapters, which
 * import this module too, do not carry it), as AppKit does with its UniversalProvider. The
 * WalletConnect client is the `universalProvider` option when that is a Kit handle (`walletConnect({ relayUrl, projectId })`,
 * for a self-hosted relay), else one on the public relay with the app's `projectId` and
 * `metadata`. With adapters, or `enableWalletConnect: false`, the parameters are unchanged.
 */
export function withUniversalAdapters(parameters: CreateKitParameters): CreateKitParameters {
  if (parameters.adapters?.length || parameters.enableWalletConnect === false) return parameters
  const { universalProvider, ...rest } = parameters
  const given = isWalletConnectHandle(universalProvider)
  const { metadata } = parameters
  const handle = given
    ? universalProvider
    : walletConnect({ projectId: parameters.projectId, ...(metadata ? { metadata: { ...metadata, icons: metadata.icons ?? [] } } : {}) })
  const namespaces = [...new Set(parameters.networks.map((network) => network.chainNamespace as Namespace))]
  // A handle is honoured, so it is no longer an option without an equivalent (no warning for it).
  return { ...(given ? rest : parameters), adapters: namespaces.map((namespace) => lazyUniversalAdapter({ namespace, handle })) }
}
