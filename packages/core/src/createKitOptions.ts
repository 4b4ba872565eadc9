// valibot, not zod, for what a page runs while it loads (the options here and the stored values in
// storage/keys.ts): its schemas are plain objects and its checks small functions, where zod's schema
// classes and parser cost the bench page (bench/compare.mjs) ~20 ms of script time and 7 KiB brotli
// before its button showed. zod stays for what Kit loads later (the Kit API responses, sign-in).
import * as v from 'valibot'
import type { Adapter } from './adapters/contract.js'
import { connectorKinds } from './options/connectorTypeOrder.js'
import { mapThemeVariables, type W3mThemeVariables } from './options/w3mThemeVariables.js'
import type { SIWXConfig } from './siwx/types.js'
import { type Locale, locales } from './state/i18n.js'
import type { ThemeMode, ThemeVariables } from './state/theme.js'
import type { StorageBackend } from './storage/createStorage.js'
import { namespaceSchema } from './storage/keys.js'
import type { CaipNetwork, CaipNetworkId } from './types.js'

const siwxMethods = ['createMessage', 'addSession', 'getSessions', 'revokeSession', 'setSessions'] as const

const urlSchema = v.pipe(v.string(), v.regex(/^(https?|wss?):\/\/[^\s]+$/, 'Expected an http(s) or ws(s) URL'))
const caipNetworkIdSchema = v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id'))
const nonEmpty = () => v.pipe(v.string(), v.minLength(1))
const integer = () => v.pipe(v.number(), v.integer())

/** The valibot schema a network of the `networks` option must match (`createKit` checks each one with it). */
export const caipNetworkSchema = v.object({
  id: v.union([v.pipe(integer(), v.gtValue(0)), nonEmpty()]),
  name: nonEmpty(),
  network: v.optional(v.string()),
  chainNamespace: namespaceSchema,
  caipNetworkId: caipNetworkIdSchema,
  nativeCurrency: v.object({
    name: nonEmpty(),
    symbol: nonEmpty(),
    decimals: v.pipe(integer(), v.minValue(0), v.maxValue(36)),
  }),
  rpcUrls: v.object({
    default: v.object({ http: v.array(urlSchema) }),
    chainDefault: v.optional(v.object({ http: v.array(urlSchema) })),
  }),
  blockExplorers: v.optional(v.object({ default: v.object({ name: v.string(), url: v.string() }) })),
  testnet: v.optional(v.boolean()),
  assets: v.optional(v.object({ imageId: v.optional(v.string()), imageUrl: v.optional(v.string()) })),
})

const adapterSchema = v.custom<Adapter>(
  (value) =>
    typeof value === 'object' && value !== null && v.is(namespaceSchema, (value as Adapter).namespace) && typeof (value as Adapter).setup === 'function',
  'Expected an adapter ({ namespace, setup })',
)

const storageSchema = v.custom<StorageBackend>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    ['getItem', 'setItem', 'removeItem'].every((key) => typeof (value as Record<string, unknown>)[key] === 'function'),
  'Expected a Storage-like object',
)

/** The Account view's feature buttons, in the default order. */
export const walletFeatures = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof walletFeatures)[number]

export const featuresSchema = v.partial(
  v.strictObject({
    analytics: v.boolean(),
    email: v.boolean(),
    socials: v.union([v.literal(false), v.array(v.picklist(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']))]),
    allWallets: v.boolean(),
    send: v.boolean(),
    receive: v.boolean(),
    swaps: v.boolean(),
    onramp: v.boolean(),
    history: v.boolean(),
    legalCheckbox: v.boolean(),
    collapseWallets: v.boolean(),
    /** Several wallets per namespace, one active (ProfileWallets); off by default (docs/rules/limits.md). */
    multiWallet: v.boolean(),
    connectMethodsOrder: v.array(v.picklist(['email', 'social', 'wallet'])),
    /** The order of the Account view's feature buttons (AppKit's; default onramp, swaps, receive, send). */
    walletFeaturesOrder: v.array(v.picklist(walletFeatures)),
    /**
     * AppKit's order of the Connect view's wallet sections (default walletConnect, recent,
     * injected, featured, custom, external, recommended); kinds left out keep that order after those given.
     */
    connectorTypeOrder: v.array(v.picklist(connectorKinds)),
  }),
)

/**
 * AppKit's `defaultAccountTypes`: the account type a new connection starts with, per namespace.
 * eip155 `smartAccount` (the default) makes the embedded wallet a smart account on the project's
 * smart-account-enabled networks, `eoa` never. bip122 connects with the payment address (another type warns).
 */
export const defaultAccountTypesSchema = v.objectWithRest(
  {
    eip155: v.optional(v.picklist(['eoa', 'smartAccount'])),
    bip122: v.optional(v.picklist(['payment', 'ordinal', 'stx'])),
  },
  v.literal('eoa'),
)

const percent = () => v.pipe(v.number(), v.minValue(0), v.maxValue(100))

/** Kit's theme tokens and AppKit's `--w3m-*` and `--apkt-*` variables (mapped onto Kit's tokens). */
export const themeVariablesSchema = v.partial(
  v.strictObject({
    '--kit-accent': v.string(),
    '--kit-font-family': v.string(),
    '--kit-border-radius': v.string(),
    '--kit-z-index': integer(),
    '--kit-color-mix': v.string(),
    '--kit-color-mix-strength': percent(),
    '--kit-font-size-master': v.string(),
    '--kit-qr-color': v.string(),
    '--w3m-font-family': v.string(),
    '--w3m-accent': v.string(),
    '--w3m-color-mix': v.string(),
    '--w3m-color-mix-strength': percent(),
    '--w3m-font-size-master': v.string(),
    '--w3m-border-radius-master': v.string(),
    '--w3m-z-index': integer(),
    '--w3m-qr-color': v.string(),
    // AppKit 1.8's names for the same variables.
    '--apkt-font-family': v.string(),
    '--apkt-accent': v.string(),
    '--apkt-color-mix': v.string(),
    '--apkt-color-mix-strength': percent(),
    '--apkt-font-size-master': v.string(),
    '--apkt-border-radius-master': v.string(),
    '--apkt-z-index': integer(),
    '--apkt-qr-color': v.string(),
  }),
)

/** AppKit's `customWallets`: wallets listed in Connect and All Wallets, reached over WalletConnect. */
export const customWalletSchema = v.object({
  id: nonEmpty(),
  name: nonEmpty(),
  homepage: v.optional(v.string()),
  image_url: v.optional(v.string()),
  mobile_link: v.nullish(v.string()),
  desktop_link: v.nullish(v.string()),
  webapp_link: v.nullish(v.string()),
  app_store: v.nullish(v.string()),
  play_store: v.nullish(v.string()),
})

export type CustomWallet = v.InferInput<typeof customWalletSchema>

export const createKitOptionsSchema = v.strictObject({
  projectId: v.pipe(v.string(), v.minLength(1, 'Required')),
  networks: v.pipe(v.array(caipNetworkSchema), v.minLength(1, 'At least one network is required')),
  defaultNetwork: v.optional(caipNetworkSchema),
  adapters: v.optional(v.array(adapterSchema), () => []),
  metadata: v.optional(
    v.object({
      name: nonEmpty(),
      description: v.optional(v.string(), ''),
      url: nonEmpty(),
      icons: v.optional(v.array(v.string()), () => []),
    }),
  ),
  features: v.optional(featuresSchema, () => ({})),
  /** Unset: the system colour scheme (`prefers-color-scheme`), followed until `setThemeMode`. */
  themeMode: v.optional(v.picklist(['light', 'dark'])),
  themeVariables: v.pipe(
    v.optional(themeVariablesSchema, () => ({})),
    v.transform(mapThemeVariables),
  ),
  /** The UI language (`@kit/ui` loads the catalogue lazily); `setLocale` changes it later. */
  locale: v.optional(v.picklist(locales), 'en'),
  rpcUrls: v.optional(v.record(caipNetworkIdSchema, v.pipe(v.array(urlSchema), v.minLength(1))), () => ({})),
  apiUrl: v.optional(urlSchema),
  /** Catalogue filters (AllWallets, recommended): only these wallet ids of the Kit API catalogue. */
  includeWalletIds: v.optional(v.array(nonEmpty())),
  /** Catalogue wallet ids never listed. */
  excludeWalletIds: v.optional(v.array(nonEmpty())),
  /** Catalogue wallet ids shown first (Connect and AllWallets), in this order. */
  featuredWalletIds: v.optional(v.array(nonEmpty())),
  /** Analytics sink (`POST /e`, docs/rules/calls.md); defaults to `apiUrl`. */
  analyticsUrl: v.optional(urlSchema),
  /** `st` and `sv` sent with every Kit API call (docs/rules/calls.md): default `appkit`, `html-kit-<version>`. */
  sdkType: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(32))),
  sdkVersion: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  /**
   * Origin (or frame page URL) of the secure embedded-wallet frame for email and social login.
   * Without it the Connect view offers wallets only (no hard-coded SaaS endpoint).
   */
  secureOrigin: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'Expected an http(s) URL'))),
  enableReconnect: v.optional(v.boolean(), true),
  /** Storage key prefix; give each kit on a page its own (defaults to `kit.<projectId>`). */
  storageKey: v.optional(v.pipe(v.string(), v.regex(/^[\w.:-]{1,64}$/, 'Letters, digits, . : _ - only'))),
  storage: v.optional(storageSchema),
  manualWCControl: v.optional(v.boolean(), false),
  /**
   * AppKit's embedded mode: `<appkit-modal>` sits in the page, always shown, instead of opening
   * over it; closing shows Account when connected, otherwise Connect (docs/rules/screens.md).
   */
  enableEmbedded: v.optional(v.boolean(), false),
  /** Defer browser work until `mount()` (the React provider calls it after hydration). */
  ssr: v.optional(v.boolean(), false),
  /** AppKit's: `createAppKit` of `@kit/react` appends no `<appkit-modal>`; the page places its own. */
  disableAppend: v.optional(v.boolean(), false),
  // AppKit's documented options, with AppKit's meaning.
  /** Linked under the wallet list (and beside the legal checkbox when `features.legalCheckbox`). */
  termsConditionsUrl: v.optional(urlSchema),
  privacyPolicyUrl: v.optional(urlSchema),
  /** Extra wallets (WalletConnect deep links) listed in Connect and All Wallets. */
  customWallets: v.optional(v.array(customWalletSchema), () => []),
  /** All Wallets entry: shown, hidden, or on mobile only (`features.allWallets` wins when given). */
  allWallets: v.optional(v.picklist(['SHOW', 'HIDE', 'ONLY_MOBILE']), 'SHOW'),
  /** Off: no WalletConnect connector (QR code) nor catalogue wallets. */
  enableWalletConnect: v.optional(v.boolean(), true),
  /** Off: no legacy `window.ethereum` connector. */
  enableInjected: v.optional(v.boolean(), true),
  /** Off: no EIP-6963 (and Wallet Standard) announced wallets. */
  enableEIP6963: v.optional(v.boolean(), true),
  /** Off: no Coinbase Wallet connector. */
  enableCoinbase: v.optional(v.boolean(), true),
  /** On: a wallet on a network outside `networks` stays connected without the UnsupportedChain view. */
  allowUnsupportedChain: v.optional(v.boolean(), false),
  /** Network images by chain id (`8453`) or CAIP-2 id (`eip155:8453`), over the networks' own. */
  chainImages: v.optional(v.record(v.string(), nonEmpty()), () => ({})),
  /** Connector images by connector id or EIP-6963 rdns, over the wallets' own icons. */
  connectorImages: v.optional(v.record(v.string(), nonEmpty()), () => ({})),
  /** AppKit's per-network RPC URLs (`{ 'eip155:1': [{ url }] }`); merged after `rpcUrls`. */
  customRpcUrls: v.optional(
    v.record(caipNetworkIdSchema, v.pipe(v.array(v.object({ url: urlSchema, config: v.optional(v.unknown()) })), v.minLength(1))),
    () => ({}),
  ),
  /**
   * AppKit's account type a new connection starts with, per namespace: `{ eip155: 'eoa' | 'smartAccount', bip122: 'payment' | 'ordinal' | 'stx' }`.
   * eip155 `smartAccount` (the default) makes the embedded wallet a smart account on the project's
   * smart-account-enabled networks, `eoa` never. A Bitcoin wallet connects with its payment address: another bip122 type is
   * accepted with the one warning.
   */
  defaultAccountTypes: v.optional(defaultAccountTypesSchema, () => ({})),
  /** Logs every kit event and alert to the console. */
  debug: v.optional(v.boolean(), false),
  /** Sign-in with Ethereum (AppKit's legacy form of `siwx`); accepted here, run by the sign-in flow. */
  siweConfig: v.optional(v.custom<object>((value) => typeof value === 'object' && value !== null, 'Expected an object')),
  /**
   * Sign in with the wallet (docs/rules/states.md): `true` keeps sessions in the Kit API
   * (`kitSiwx()`, needs `apiUrl`), or an AppKit `SIWXConfig` such as `kitSiwx({ … })` or
   * `localSiwx({ verify })`.
   */
  siwx: v.optional(
    v.custom<true | SIWXConfig>(
      (value) =>
        value === true ||
        (typeof value === 'object' && value !== null && siwxMethods.every((key) => typeof (value as Record<string, unknown>)[key] === 'function')),
      `Expected true or a SIWX configuration (${siwxMethods.join(', ')})`,
    ),
  ),
})

export type ResolvedKitOptions = v.InferOutput<typeof createKitOptionsSchema>

/** What one schema cannot see: how the options agree with each other (run once every option is valid). */
export function crossOptionIssues(options: ResolvedKitOptions): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = []
  const ids = new Set(options.networks.map((network) => network.caipNetworkId))
  if (options.defaultNetwork && !ids.has(options.defaultNetwork.caipNetworkId))
    issues.push({ path: 'defaultNetwork', message: 'Network Not Found: the default network must be in the networks array' })
  options.networks.forEach((network, index) => {
    if (network.caipNetworkId !== `${network.chainNamespace}:${network.id}`)
      issues.push({ path: `networks.${index}.caipNetworkId`, message: `Expected ${network.chainNamespace}:${network.id}` })
  })
  if (options.siwx !== undefined && options.siweConfig !== undefined)
    issues.push({ path: 'siwx', message: 'Configuring both siweConfig and siwx is not supported: keep siwx' })
  if (options.siwx === true && options.apiUrl === undefined)
    issues.push({ path: 'siwx', message: 'siwx: true keeps sessions in the Kit API and needs apiUrl (or pass localSiwx({ verify }))' })
  const namespaces = options.adapters.map((adapter) => adapter.namespace)
  namespaces.forEach((namespace, index) => {
    if (namespaces.indexOf(namespace) !== index) issues.push({ path: `adapters.${index}`, message: `Duplicate ${namespace} adapter` })
  })
  return issues
}

export type CreateKitOptions = {
  projectId: string
  networks: readonly [CaipNetwork, ...CaipNetwork[]] | readonly CaipNetwork[]
  defaultNetwork?: CaipNetwork | undefined
  adapters?: readonly Adapter[] | undefined
  metadata?: { name: string; description?: string; url: string; icons?: string[] } | undefined
  features?:
    | (v.InferInput<typeof featuresSchema> & {
        // AppKit features Kit has no equivalent for: accepted with one console warning.
        emailShowWallets?: boolean | undefined
        smartSessions?: boolean | undefined
        pay?: boolean | undefined
        reownAuthentication?: boolean | undefined
        headless?: boolean | undefined
        reownBranding?: boolean | undefined
      })
    | undefined
  themeMode?: ThemeMode | undefined
  themeVariables?: (ThemeVariables & W3mThemeVariables) | undefined
  locale?: Locale | undefined
  rpcUrls?: Record<CaipNetworkId, readonly string[]> | undefined
  apiUrl?: string | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  featuredWalletIds?: readonly string[] | undefined
  analyticsUrl?: string | undefined
  sdkType?: string | undefined
  sdkVersion?: string | undefined
  secureOrigin?: string | undefined
  enableReconnect?: boolean | undefined
  storageKey?: string | undefined
  storage?: StorageBackend | undefined
  manualWCControl?: boolean | undefined
  enableEmbedded?: boolean | undefined
  ssr?: boolean | undefined
  disableAppend?: boolean | undefined
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
  customWallets?: readonly CustomWallet[] | undefined
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE' | undefined
  enableWalletConnect?: boolean | undefined
  enableInjected?: boolean | undefined
  enableEIP6963?: boolean | undefined
  enableCoinbase?: boolean | undefined
  allowUnsupportedChain?: boolean | undefined
  chainImages?: Record<number | string, string> | undefined
  connectorImages?: Record<string, string> | undefined
  customRpcUrls?: Record<CaipNetworkId, readonly { url: string; config?: unknown }[]> | undefined
  debug?: boolean | undefined
  siweConfig?: object | undefined
  siwx?: true | SIWXConfig | undefined
  defaultAccountTypes?: v.InferInput<typeof defaultAccountTypesSchema> | undefined
  // AppKit options Kit has no equivalent for: accepted with one console warning (options/appKitOptions.ts).
  enableBaseAccount?: boolean | undefined
  enableWallets?: boolean | undefined
  enableNetworkSwitch?: boolean | undefined
  enableMobileFullScreen?: boolean | undefined
  enableWalletGuide?: boolean | undefined
  enableAuthLogger?: boolean | undefined
  coinbasePreference?: 'all' | 'smartWalletOnly' | 'eoaOnly' | undefined
  universalProvider?: unknown
  universalProviderConfigOverride?: unknown
  tokens?: unknown
  showWallets?: boolean | undefined
  basic?: boolean | undefined
  experimental_preferUniversalLinks?: boolean | undefined
}
