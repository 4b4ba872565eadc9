import type { UnsupportedAppKitFeatureName, UnsupportedAppKitOptionName } from './unsupportedOptionNames.js'

/**
 * Why Kit ignores each of AppKit's options it has no equivalent for: the text of the one warning.
 * A module of its own, loaded with that warning: the names are in every page's first load (the
 * options are checked there), the reasons need not be. The options reference (docs) lists them.
 */
export const unsupportedAppKitOptions: { readonly [name in UnsupportedAppKitOptionName | 'defaultAccountTypes.bip122']: string } = {
  enableWallets: 'use enableInjected, enableEIP6963 and enableWalletConnect',
  enableNetworkSwitch: 'the network button always offers the configured networks',
  enableMobileFullScreen: 'the modal is a bottom sheet on narrow screens',
  enableWalletGuide: 'Kit has no wallet guide',
  enableAuthLogger: 'the secure frame logs nothing to the host page',
  coinbasePreference: 'Coinbase connects as any injected or WalletConnect wallet',
  enableBaseAccount: 'Kit has no Base Account connector; Base Account connects as any injected or WalletConnect wallet',
  universalProvider: 'WalletConnect runs through the @kit/walletconnect connector',
  universalProviderConfigOverride: 'WalletConnect runs through the @kit/walletconnect connector',
  tokens: 'balances come from the Kit API portfolio',
  showWallets: 'use allWallets',
  basic: 'use manualWCControl',
  experimental_preferUniversalLinks: "mobile wallets open through the catalogue's links",
  // Not a top-level key: the warning's reason when defaultAccountTypes asks bip122 for another type.
  'defaultAccountTypes.bip122': 'a Bitcoin wallet connects with its payment address; read the ordinals one with getBitcoinAccounts (@kit/adapters-bip122)',
}

export const unsupportedAppKitFeatures: { readonly [name in UnsupportedAppKitFeatureName]: string } = {
  emailShowWallets: 'wallets are always listed beside email',
  smartSessions: 'Kit has no smart sessions',
  pay: 'Kit has no pay feature',
  reownAuthentication: 'use siwx',
  headless: 'use the get/watch actions of @kit/core',
  reownBranding: 'Kit shows no Reown branding',
}

/** The one warning a kit prints for the AppKit options it ignores (names as `stripUnsupportedOptions` gives them). */
export function unsupportedOptionsWarning(ignored: readonly string[]): string {
  const reason = (name: string) =>
    name.startsWith('features.')
      ? unsupportedAppKitFeatures[name.slice(9) as UnsupportedAppKitFeatureName]
      : unsupportedAppKitOptions[name as UnsupportedAppKitOptionName]
  return `[Kit] AppKit options without a Kit equivalent are ignored: ${ignored.map((name) => `${name} (${reason(name)})`).join('; ')}`
}
