import type { AdapterInstance } from './adapters/contract.js'
import { createApiClient } from './api/createApiClient.js'
import { setupAuth } from './auth/setupAuth.js'
import type { ResolvedKitOptions } from './createKitOptions.js'
import { createKitState } from './createKitState.js'
import { resolveRpcUrls } from './getters/getRpcUrls.js'
import type { AppKitMembers } from './instance/appKitMembersTypes.js'
import { createAppKitMembers } from './instance/createAppKitMembers.js'
import { createInstanceMethods } from './instance/createInstanceMethods.js'
import type { KitInstanceMethods } from './instance/types.js'
import type { Kit, KitEnvironment } from './kit.js'
import { mountKit, unmountKit } from './mountKit.js'
import { createStorage } from './storage/createStorage.js'
import type { CaipNetwork, Namespace } from './types.js'

/**
 * One kit from options already validated: its networks (with AppKit's `chainImages`), storage,
 * adapters, Kit API client, valtio state and instance methods. It does not mount: `createKit`
 * mounts it (unless `ssr`), `createNeutralKit` never does.
 */
export function assembleKit(options: ResolvedKitOptions, environment: KitEnvironment): Kit {
  // AppKit's `chainImages` (by chain id or CAIP-2 id) replace the networks' own images.
  const networks = (options.networks as CaipNetwork[]).map((network) => {
    const image = options.chainImages[String(network.id)] ?? options.chainImages[network.caipNetworkId]
    return image ? { ...network, assets: { ...network.assets, imageUrl: image } } : network
  })
  const storage = createStorage({ prefix: options.storageKey ?? `kit.${options.projectId}`, backend: options.storage })
  const getRpcUrls = (network: CaipNetwork) => resolveRpcUrls(options, network)
  const adapters = new Map<Namespace, AdapterInstance>()
  for (const adapter of options.adapters)
    adapters.set(
      adapter.namespace,
      adapter.setup({ networks: networks.filter((network) => network.chainNamespace === adapter.namespace), getRpcUrls, storage }),
    )

  const kit = {
    options,
    networks,
    storage,
    api: options.apiUrl
      ? createApiClient({
          baseUrl: options.apiUrl,
          projectId: options.projectId,
          sdkType: options.sdkType,
          sdkVersion: options.sdkVersion,
          fetchFn: environment.fetch,
        })
      : undefined,
    _internal: {
      state: createKitState(options, networks),
      adapters,
      environment,
      selectCache: new Map(),
      cleanups: new Map(),
      eventListeners: new Set(),
      runtime: {},
      mounted: false,
      mount: () => mountKit(kit),
      unmount: () => unmountKit(kit),
    },
  } as Omit<Kit, keyof KitInstanceMethods | keyof AppKitMembers> as Kit
  Object.assign(kit, createInstanceMethods(kit))
  Object.defineProperties(kit, Object.getOwnPropertyDescriptors(createAppKitMembers(kit)))
  // The auth connector is a plain object; its frame code loads on first use (never at import).
  setupAuth(kit)
  return kit
}
