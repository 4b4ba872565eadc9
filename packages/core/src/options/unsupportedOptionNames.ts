// Apart from appKitOptions.ts so unsupportedOptionReasons.ts can name them without an import cycle.

/**
 * AppKit's documented `createAppKit` options (and `features`) that Kit has no equivalent for:
 * accepted, with one console warning per kit naming them, never a throw. Why each is ignored is
 * in unsupportedOptionReasons.ts, loaded only with that warning.
 */
export const unsupportedAppKitOptionNames = [
  'enableWallets',
  'enableNetworkSwitch',
  'enableMobileFullScreen',
  'enableWalletGuide',
  'enableAuthLogger',
  'coinbasePreference',
  'enableBaseAccount',
  'universalProvider',
  'universalProviderConfigOverride',
  'tokens',
  'showWallets',
  'basic',
  'experimental_preferUniversalLinks',
] as const

export const unsupportedAppKitFeatureNames = ['emailShowWallets', 'smartSessions', 'pay', 'reownAuthentication', 'headless', 'reownBranding'] as const

export type UnsupportedAppKitOptionName = (typeof unsupportedAppKitOptionNames)[number]
export type UnsupportedAppKitFeatureName = (typeof unsupportedAppKitFeatureNames)[number]
