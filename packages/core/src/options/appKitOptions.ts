/**
 * AppKit's documented `createAppKit` options (and `features`) that Kit has no equivalent for:
 * accepted, with one console warning per kit naming them, never a throw. Each maps to why.
 */
export const unsupportedAppKitOptions: Readonly<Record<string, string>> = {
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

export const unsupportedAppKitFeatures: Readonly<Record<string, string>> = {
  emailShowWallets: 'wallets are always listed beside email',
  smartSessions: 'Kit has no smart sessions',
  pay: 'Kit has no pay feature',
  reownAuthentication: 'use siwx',
  headless: 'use the get/watch actions of @kit/core',
  reownBranding: 'Kit shows no Reown branding',
}

/**
 * Removes the keys above from `input` (and from `input.features`) and returns their names, so
 * the strict schema sees only what Kit implements; a `defaultAccountTypes.bip122` other than
 * payment is kept (valid) but named too.
 */
export function stripUnsupportedOptions(input: Record<string, unknown>): { input: Record<string, unknown>; ignored: string[] } {
  const ignored: string[] = []
  const output: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(input)) {
    if (key in unsupportedAppKitOptions) ignored.push(key)
    else output[key] = value
  }
  const accountTypes = input.defaultAccountTypes as Record<string, unknown> | undefined
  if (accountTypes && typeof accountTypes === 'object' && accountTypes.bip122 !== undefined && accountTypes.bip122 !== 'payment')
    ignored.push('defaultAccountTypes.bip122')
  const features = input.features
  if (features && typeof features === 'object' && !Array.isArray(features)) {
    const kept: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(features)) {
      if (key in unsupportedAppKitFeatures) ignored.push(`features.${key}`)
      else kept[key] = value
    }
    output.features = kept
  }
  return { input: output, ignored }
}

/** The one warning a kit prints for the AppKit options it ignores. */
export function unsupportedOptionsWarning(ignored: readonly string[]): string {
  const reason = (name: string) => (name.startsWith('features.') ? unsupportedAppKitFeatures[name.slice(9)] : unsupportedAppKitOptions[name])
  return `[Kit] AppKit options without a Kit equivalent are ignored: ${ignored.map((name) => `${name} (${reason(name)})`).join('; ')}`
}
