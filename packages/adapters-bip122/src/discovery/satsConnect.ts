import { walletId } from '@kit/core'

/** A sats-connect style provider: `request(method, params)` resolving with a JSON-RPC response. */
export type SatsConnectProvider = {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(event: string, listener: (...arguments_: any[]) => void): unknown
  removeListener?(event: string, listener: (...arguments_: any[]) => void): unknown
}

/** WBIP004 `window.btc_providers` entry: `id` is the provider's dotted path on `window`. */
export type BitcoinProviderInfo = { readonly id: string; readonly name: string; readonly icon?: string | undefined }

export type SatsConnectTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
  readonly XverseProviders?: { readonly BitcoinProvider?: unknown } | undefined
  readonly btc_providers?: unknown
}

export type DiscoveredSatsConnectProvider = {
  readonly id: string
  readonly name: string
  readonly icon?: string | undefined
  readonly provider: SatsConnectProvider
}

/** Whether a value looks like a Sats Connect provider (Xverse and the wallets of WBIP004's `btc_providers`): it has a `request` function. */
export function isSatsConnectProvider(value: unknown): value is SatsConnectProvider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function'
}

function resolvePath(root: unknown, path: string): unknown {
  let current = root
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/** Xverse's injection, listed when no `btc_providers` entry already is that object. */
const xverse = { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet' } as const

/**
 * Finds sats-connect style providers: every WBIP004 `window.btc_providers` entry whose `id` path
 * resolves to a provider, then `window.XverseProviders.BitcoinProvider`. Looks again on `load`
 * (wallets may inject late); reports the complete list whenever it changes.
 */
export function watchSatsConnectProviders(
  target: SatsConnectTarget,
  { onChange }: { onChange(providers: readonly DiscoveredSatsConnectProvider[]): void },
): () => void {
  let reported: readonly DiscoveredSatsConnectProvider[] = []
  const scan = () => {
    const found: DiscoveredSatsConnectProvider[] = []
    const list = Array.isArray(target.btc_providers) ? (target.btc_providers as unknown[]) : []
    for (const entry of list) {
      if (typeof entry !== 'object' || entry === null) continue
      const { id, name, icon } = entry as Record<string, unknown>
      if (typeof id !== 'string' || typeof name !== 'string' || !name) continue
      const provider = resolvePath(target, id)
      if (!isSatsConnectProvider(provider) || found.some((item) => item.provider === provider)) continue
      const previous = reported.find((item) => item.provider === provider && item.name === name)
      found.push(previous ?? { id: walletId({ name }), name, icon: typeof icon === 'string' ? icon : undefined, provider })
    }
    const injected = target.XverseProviders?.BitcoinProvider
    if (isSatsConnectProvider(injected) && !found.some((item) => item.provider === injected)) {
      const previous = reported.find((item) => item.provider === injected)
      found.push(previous ?? { id: walletId({ name: xverse.name }), name: xverse.name, provider: injected })
    }
    if (found.length === reported.length && found.every((item, index) => item === reported[index])) return
    reported = found
    onChange(found)
  }
  scan()
  target.addEventListener('load', scan)
  return () => target.removeEventListener('load', scan)
}
