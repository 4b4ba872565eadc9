import type { Kit } from '../kit.js'
import type { BindableSiwxConfig } from './siwxBinding.js'
import type { SIWXConfig } from './types.js'

const isBindable = (config: object): config is BindableSiwxConfig => typeof (config as Partial<BindableSiwxConfig>).bind === 'function'

/**
 * The kit's SIWX configuration, resolved once: `siwx: true` is `kitSiwx()` on the kit's API; an
 * AppKit `siweConfig` runs through its own `mapToSIWX()`. Kit-aware configurations (kitSiwx,
 * localSiwx) get the kit's storage and project. Undefined when sign-in is off.
 */
export function loadSiwxConfig(kit: Kit): Promise<SIWXConfig | undefined> {
  kit._internal.runtime.siwx ??= (async () => {
    const { siwx, siweConfig } = kit.options
    let config: SIWXConfig | undefined
    if (siwx === true) config = (await import('./kitSiwx.js')).kitSiwx()
    else if (siwx) config = siwx
    else if (siweConfig && typeof (siweConfig as { mapToSIWX?: unknown }).mapToSIWX === 'function')
      config = (siweConfig as { mapToSIWX(): SIWXConfig }).mapToSIWX()
    if (config && isBindable(config))
      config.bind({
        projectId: kit.options.projectId,
        storage: kit.storage,
        fetch: kit._internal.environment.fetch ?? ((input, init) => globalThis.fetch(input, init)),
        appName: kit.options.metadata?.name,
        appUrl: kit.options.metadata?.url,
        apiUrl: kit.options.apiUrl,
      })
    return config
  })()
  return kit._internal.runtime.siwx
}
