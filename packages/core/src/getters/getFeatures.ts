import type { RemoteFeature } from '../api/getConfig.js'
import { defaultSocials } from '../auth/authState.js'
import { walletFeatures } from '../createKitOptions.js'
import type { Kit } from '../kit.js'
import { resolveConnectorTypeOrder } from '../options/connectorTypeOrder.js'
import type { GetFeaturesReturnType } from '../options/featuresTypes.js'
import { memoBy } from '../utils/memo.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type { GetFeaturesReturnType } from '../options/featuresTypes.js'

/** docs/rules/limits.md defaults (remote defaults: swaps, on-ramp, email, socials and activity on; multi-wallet off). */
const defaults = {
  analytics: true,
  email: true,
  allWallets: true,
  send: true,
  receive: true,
  swaps: true,
  onramp: true,
  history: true,
  legalCheckbox: false,
  collapseWallets: false,
  multiWallet: false,
} as const

/** Remote feature ids (AppKit's config shape) of the kit's boolean features. */
const remoteIds: Partial<Record<keyof typeof defaults, string>> = {
  swaps: 'swaps',
  onramp: 'onramp',
  history: 'activity',
  multiWallet: 'multi_wallet',
}

/**
 * Features off by default that the project's remote config turns on: multi-wallet is enabled per
 * project in the Kit API config (`projects[].features.multiWallet`, AppKit's `multi_wallet`), so the
 * app's code need not say it.
 */
const remoteEnables: ReadonlySet<keyof typeof defaults> = new Set(['multiWallet'])

/**
 * Resolves the features in effect. An option given in code always wins. Otherwise docs/rules
 * default applies, narrowed by the project's remote config (`GET /appkit/v1/config`): a feature
 * the project turned off is off, and socials are limited to those the project lists and (always)
 * to those the secure server offers (`secureSocials`). Remote config never overrides code, and
 * turns on what is off by default only for multi-wallet (a per-project setting).
 */
export function resolveFeatures(
  code: Kit['options']['features'],
  remote: readonly RemoteFeature[] | undefined,
  analyticsEnabled?: boolean | undefined,
  secureSocials?: readonly string[] | undefined,
): GetFeaturesReturnType {
  const find = (id: string) => remote?.find((feature) => feature.id === id)
  const narrowed = (key: keyof typeof defaults): boolean => {
    const fromCode = (code as Partial<Record<string, unknown>>)[key]
    if (typeof fromCode === 'boolean') return fromCode
    const id = remoteIds[key]
    const feature = id ? find(id) : undefined
    if (feature && remoteEnables.has(key)) return feature.isEnabled
    return defaults[key] && (feature ? feature.isEnabled : true)
  }
  const social = find('social_login')
  const remoteSocials = social ? (social.isEnabled ? (social.config ?? []) : []) : undefined
  const email = code.email ?? (defaults.email && (remoteSocials === undefined || remoteSocials.includes('email')))
  const wanted =
    code.socials !== undefined
      ? code.socials || []
      : remoteSocials === undefined
        ? defaultSocials
        : defaultSocials.filter((provider) => remoteSocials.includes(provider))
  // Only what the secure server offers (once known): not even code can show a provider it refuses.
  const socials = secureSocials === undefined ? wanted : wanted.filter((provider) => secureSocials.includes(provider))
  return {
    analytics: code.analytics ?? (defaults.analytics && analyticsEnabled !== false),
    email,
    socials,
    allWallets: narrowed('allWallets'),
    send: narrowed('send'),
    receive: narrowed('receive'),
    swaps: narrowed('swaps'),
    onramp: narrowed('onramp'),
    history: narrowed('history'),
    legalCheckbox: narrowed('legalCheckbox'),
    collapseWallets: narrowed('collapseWallets'),
    multiWallet: narrowed('multiWallet'),
    walletFeaturesOrder: code.walletFeaturesOrder ?? walletFeatures,
    connectMethodsOrder: code.connectMethodsOrder,
    connectorTypeOrder: resolveConnectorTypeOrder(code.connectorTypeOrder),
  }
}

/**
 * The code's features with AppKit's top-level `allWallets` ('HIDE', 'ONLY_MOBILE') folded in;
 * without WalletConnect there is no catalogue to browse. `features.allWallets` wins.
 */
function codeFeatures(kit: Kit, features: Kit['options']['features']): Kit['options']['features'] {
  const { allWallets, enableWalletConnect } = kit.options
  if (features.allWallets !== undefined) return features
  if (enableWalletConnect === false || allWallets === 'HIDE') return { ...features, allWallets: false }
  if (allWallets === 'ONLY_MOBILE') return { ...features, allWallets: kit._internal.environment.isMobile() }
  return features
}

/** The same array for the same items, so an unchanged list keeps the features referentially equal. */
function stableList<item extends string>(kit: Kit, name: string, list: readonly item[] | undefined): readonly item[] | undefined {
  return list && memoBy(kit, `features.${name}:${list.join(',')}`, () => list)
}

/** The features in effect for this kit (see {@link resolveFeatures}). */
export function getFeatures(kit: Kit): GetFeaturesReturnType {
  return select(kit, 'features', (state) => {
    const { features, analyticsEnabled, secureSocials } = state.remoteConfig
    const resolved = resolveFeatures(codeFeatures(kit, state.features.code), features, analyticsEnabled, secureSocials)
    return {
      ...resolved,
      socials: stableList(kit, 'socials', resolved.socials)!,
      walletFeaturesOrder: stableList(kit, 'walletFeaturesOrder', resolved.walletFeaturesOrder)!,
      connectMethodsOrder: stableList(kit, 'connectMethodsOrder', resolved.connectMethodsOrder),
      connectorTypeOrder: stableList(kit, 'connectorTypeOrder', resolved.connectorTypeOrder)!,
    }
  })
}

export function watchFeatures(kit: Kit, parameters: WatchParameters<GetFeaturesReturnType>): () => void {
  return watch(kit, getFeatures, parameters)
}
