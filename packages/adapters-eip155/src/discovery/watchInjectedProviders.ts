import { walletId } from '@kit/core'
import type { Eip1193Provider, Eip6963ProviderInfo } from '../types.js'
import { isEip1193Provider } from '../utils/isEip1193Provider.js'

/** What discovery needs from `window`: events plus the legacy `ethereum` slot. */
export type InjectedProvidersTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & {
  readonly ethereum?: unknown
}

/** One discovered wallet; the object stays the same until the wallet announces something new. */
export type InjectedProvider = {
  readonly id: string
  readonly name: string
  readonly icon?: string | undefined
  readonly rdns?: string | undefined
  readonly provider: Eip1193Provider
}

export type WatchInjectedProvidersParameters = {
  /** Also offer `window.ethereum` when no EIP-6963 wallet announced the same object. Default true. */
  legacy?: boolean | undefined
  onChange(providers: readonly InjectedProvider[]): void
}

/** The legacy `window.ethereum` connector of docs/rules/screens.md. */
export const legacyInjectedId = 'injected'
const legacyInjectedName = 'Browser Wallet'

function isProviderInfo(info: unknown): info is Eip6963ProviderInfo {
  if (typeof info !== 'object' || info === null) return false
  const { name, rdns, icon } = info as Record<string, unknown>
  return typeof name === 'string' && name !== '' && typeof rdns === 'string' && rdns !== '' && (icon === undefined || typeof icon === 'string')
}

/**
 * EIP-6963 discovery plus the legacy `window.ethereum`, hand-written (see README). Listens to
 * `eip6963:announceProvider`, dispatches `eip6963:requestProvider`, keeps one wallet per rdns
 * (a later announcement replaces an earlier one) and reports the complete list on every change.
 * `window.ethereum` is listed last, unless an announced provider is the very same object.
 */
export function watchInjectedProviders(target: InjectedProvidersTarget, { legacy = true, onChange }: WatchInjectedProvidersParameters): () => void {
  const announced = new Map<string, InjectedProvider>()
  let legacyEntry: InjectedProvider | undefined
  let reported: readonly InjectedProvider[] = []
  // Wallets answer the request synchronously: report once after it, not once per answer.
  let requesting = true

  const report = () => {
    if (requesting) return
    const providers = [...announced.values()]
    const ethereum = legacy ? target.ethereum : undefined
    if (isEip1193Provider(ethereum) && !providers.some((entry) => entry.provider === ethereum)) {
      if (legacyEntry?.provider !== ethereum) legacyEntry = { id: legacyInjectedId, name: legacyInjectedName, provider: ethereum }
      providers.push(legacyEntry)
    }
    if (providers.length === reported.length && providers.every((entry, index) => entry === reported[index])) return
    reported = providers
    onChange(providers)
  }

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail as { info?: unknown; provider?: unknown } | null | undefined
    if (!isProviderInfo(detail?.info) || !isEip1193Provider(detail.provider)) return
    const { info, provider } = detail
    const existing = announced.get(info.rdns)
    if (existing?.provider === provider && existing.name === info.name && existing.icon === info.icon) return
    announced.set(info.rdns, { id: walletId({ rdns: info.rdns, name: info.name }), name: info.name, icon: info.icon, rdns: info.rdns, provider })
    report()
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  // MetaMask's legacy signal for a `window.ethereum` injected after the page's scripts ran.
  target.addEventListener('ethereum#initialized', report)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  requesting = false
  report()
  return () => {
    target.removeEventListener('eip6963:announceProvider', onAnnounce)
    target.removeEventListener('ethereum#initialized', report)
  }
}
