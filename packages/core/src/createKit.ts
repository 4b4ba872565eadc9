import * as v from 'valibot'
import type { AdapterInstance } from './adapters/contract.js'
import { createApiClient } from './api/createApiClient.js'
import { setupAuth } from './auth/setupAuth.js'
import { type CreateKitOptions, createKitOptionsSchema, crossOptionIssues } from './createKitOptions.js'
import { createKitState } from './createKitState.js'
import { KitOptionsError } from './errors/options.js'
import { resolveRpcUrls } from './getters/getRpcUrls.js'
import { createInstanceMethods } from './instance/createInstanceMethods.js'
import type { KitInstanceMethods } from './instance/types.js'
import type { Kit, KitEnvironment } from './kit.js'
import { mountKit, unmountKit } from './mountKit.js'
import { stripUnsupportedOptions, unsupportedOptionsWarning } from './options/appKitOptions.js'
import { describeIssue } from './options/describeIssue.js'
import { createStorage } from './storage/createStorage.js'
import type { CaipNetwork, Namespace } from './types.js'

export type CreateKitParameters = CreateKitOptions & { environment?: Partial<KitEnvironment> | undefined }
export type CreateKitReturnType = Kit
export type CreateKitErrorType = KitOptionsError

function defaultEnvironment(): KitEnvironment {
  return {
    isBrowser: () => typeof window !== 'undefined' && typeof document !== 'undefined',
    origin: () => (typeof location === 'undefined' ? undefined : location.origin),
    isMobile: () =>
      typeof navigator !== 'undefined' &&
      /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent ?? '') &&
      typeof window !== 'undefined' &&
      window.matchMedia?.('(pointer: coarse)').matches === true,
  }
}

/** Validated options: a KitOptionsError lists every bad field; AppKit options Kit lacks warn once. */
function parseOptions(given: CreateKitOptions) {
  const { input, ignored } = stripUnsupportedOptions(given)
  const parsed = v.safeParse(createKitOptionsSchema, input)
  const issues = parsed.success ? crossOptionIssues(parsed.output) : parsed.issues.flatMap(describeIssue)
  if (!parsed.success || issues.length) throw new KitOptionsError({ issues })
  if (ignored.length) console.warn(unsupportedOptionsWarning(ignored))
  return parsed.output
}

/**
 * Creates one independent kit: validated options, its own valtio state, storage prefix and
 * adapters. In a browser it mounts at once (stored state, discovery, reconnect) unless `ssr`
 * is set; then the first render matches the server's and `mount()` runs after hydration.
 */
export function createKit(parameters: CreateKitParameters): Kit {
  const { environment, ...given } = parameters
  const options = parseOptions(given)
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
          fetchFn: environment?.fetch,
        })
      : undefined,
    _internal: {
      state: createKitState(options, networks),
      adapters,
      environment: { ...defaultEnvironment(), ...environment },
      selectCache: new Map(),
      cleanups: new Map(),
      eventListeners: new Set(),
      runtime: {},
      mounted: false,
      mount: () => mountKit(kit),
      unmount: () => unmountKit(kit),
    },
  } as Omit<Kit, keyof KitInstanceMethods> as Kit
  Object.assign(kit, createInstanceMethods(kit))
  // The auth connector is a plain object; its frame code loads on first use (never at import).
  setupAuth(kit)
  if (!options.ssr) kit._internal.mount()
  return kit
}
