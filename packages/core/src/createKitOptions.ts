import { z } from 'zod'
import type { Adapter } from './adapters/contract.js'
import type { StorageBackend } from './storage/createStorage.js'
import { type Locale, locales } from './state/i18n.js'
import type { ThemeMode, ThemeVariables } from './state/theme.js'
import { mapThemeVariables, type W3mThemeVariables } from './options/w3mThemeVariables.js'
import type { SIWXConfig } from './siwx/types.js'
import type { CaipNetwork, CaipNetworkId } from './types.js'

const siwxMethods = ['createMessage', 'addSession', 'getSessions', 'revokeSession', 'setSessions'] as const

const namespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
const urlSchema = z.string().regex(/^(https?|wss?):\/\/[^\s]+$/, 'Expected an http(s) or ws(s) URL')
const caipNetworkIdSchema = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id')

export const caipNetworkSchema = z.object({
  id: z.union([z.number().int().positive(), z.string().min(1)]),
  name: z.string().min(1),
  network: z.string().optional(),
  chainNamespace: namespaceSchema,
  caipNetworkId: caipNetworkIdSchema,
  nativeCurrency: z.object({
    name: z.string().min(1),
    symbol: z.string().min(1),
    decimals: z.number().int().min(0).max(36),
  }),
  rpcUrls: z.object({
    default: z.object({ http: z.array(urlSchema) }),
    chainDefault: z.object({ http: z.array(urlSchema) }).optional(),
  }),
  blockExplorers: z.object({ default: z.object({ name: z.string(), url: z.string() }) }).optional(),
  testnet: z.boolean().optional(),
  assets: z.object({ imageId: z.string().optional(), imageUrl: z.string().optional() }).optional(),
})

const adapterSchema = z.custom<Adapter>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    namespaceSchema.safeParse((value as Adapter).namespace).success &&
    typeof (value as Adapter).setup === 'function',
  'Expected an adapter ({ namespace, setup })',
)

const storageSchema = z.custom<StorageBackend>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    ['getItem', 'setItem', 'removeItem'].every((key) => typeof (value as Record<string, unknown>)[key] === 'function'),
  'Expected a Storage-like object',
)

export const featuresSchema = z
  .object({
    analytics: z.boolean(),
    email: z.boolean(),
    socials: z.union([z.literal(false), z.array(z.enum(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']))]),
    allWallets: z.boolean(),
    send: z.boolean(),
    receive: z.boolean(),
    swaps: z.boolean(),
    onramp: z.boolean(),
    history: z.boolean(),
    legalCheckbox: z.boolean(),
    collapseWallets: z.boolean(),
    /** Several wallets per namespace, one active (ProfileWallets); off by default (SPEC section 9). */
    multiWallet: z.boolean(),
    connectMethodsOrder: z.array(z.enum(['email', 'social', 'wallet'])),
  })
  .partial()
  .strict()

/** Kit's theme tokens and AppKit's `--w3m-*` variables (mapped onto Kit's tokens). */
export const themeVariablesSchema = z
  .object({
    '--kit-accent': z.string(),
    '--kit-font-family': z.string(),
    '--kit-border-radius': z.string(),
    '--kit-z-index': z.number().int(),
    '--kit-color-mix': z.string(),
    '--kit-color-mix-strength': z.number().min(0).max(100),
    '--kit-font-size-master': z.string(),
    '--kit-qr-color': z.string(),
    '--w3m-font-family': z.string(),
    '--w3m-accent': z.string(),
    '--w3m-color-mix': z.string(),
    '--w3m-color-mix-strength': z.number().min(0).max(100),
    '--w3m-font-size-master': z.string(),
    '--w3m-border-radius-master': z.string(),
    '--w3m-z-index': z.number().int(),
    '--w3m-qr-color': z.string(),
  })
  .partial()
  .strict()

/** AppKit's `customWallets`: wallets listed in Connect and All Wallets, reached over WalletConnect. */
export const customWalletSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  homepage: z.string().optional(),
  image_url: z.string().optional(),
  mobile_link: z.string().nullish(),
  desktop_link: z.string().nullish(),
  webapp_link: z.string().nullish(),
  app_store: z.string().nullish(),
  play_store: z.string().nullish(),
})

export type CustomWallet = z.input<typeof customWalletSchema>

export const createKitOptionsSchema = z
  .object({
    projectId: z.string().min(1, 'Required'),
    networks: z.array(caipNetworkSchema).min(1, 'At least one network is required'),
    defaultNetwork: caipNetworkSchema.optional(),
    adapters: z.array(adapterSchema).default([]),
    metadata: z
      .object({
        name: z.string().min(1),
        description: z.string().default(''),
        url: z.string().min(1),
        icons: z.array(z.string()).default([]),
      })
      .optional(),
    features: featuresSchema.default({}),
    themeMode: z.enum(['light', 'dark']).default('light'),
    themeVariables: themeVariablesSchema.default({}).transform(mapThemeVariables),
    /** The UI language (`@kit/ui` loads the catalogue lazily); `setLocale` changes it later. */
    locale: z.enum(locales).default('en'),
    rpcUrls: z.record(caipNetworkIdSchema, z.array(urlSchema).min(1)).default({}),
    apiUrl: urlSchema.optional(),
    /** Catalogue filters (AllWallets, recommended): only these wallet ids of the Kit API catalogue. */
    includeWalletIds: z.array(z.string().min(1)).optional(),
    /** Catalogue wallet ids never listed. */
    excludeWalletIds: z.array(z.string().min(1)).optional(),
    /** Catalogue wallet ids shown first (Connect and AllWallets), in this order. */
    featuredWalletIds: z.array(z.string().min(1)).optional(),
    /** Analytics sink (`POST /e`, SPEC section 7); defaults to `apiUrl`. */
    analyticsUrl: urlSchema.optional(),
    /** `st` and `sv` sent with every Kit API call (SPEC section 7): default `appkit`, `html-kit-<version>`. */
    sdkType: z.string().min(1).max(32).optional(),
    sdkVersion: z.string().min(1).max(64).optional(),
    /**
     * Origin (or frame page URL) of the secure embedded-wallet frame for email and social login.
     * Without it the Connect view offers wallets only (no hard-coded SaaS endpoint).
     */
    secureOrigin: z.string().regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'Expected an http(s) URL').optional(),
    enableReconnect: z.boolean().default(true),
    /** Storage key prefix; give each kit on a page its own (defaults to `kit.<projectId>`). */
    storageKey: z.string().regex(/^[\w.:-]{1,64}$/, 'Letters, digits, . : _ - only').optional(),
    storage: storageSchema.optional(),
    manualWCControl: z.boolean().default(false),
    /**
     * AppKit's embedded mode: `<appkit-modal>` sits in the page, always shown, instead of opening
     * over it; closing shows Account when connected, otherwise Connect (SPEC section 2).
     */
    enableEmbedded: z.boolean().default(false),
    /** Defer browser work until `mount()` (the React provider calls it after hydration). */
    ssr: z.boolean().default(false),
    // AppKit's documented options, with AppKit's meaning.
    /** Linked under the wallet list (and beside the legal checkbox when `features.legalCheckbox`). */
    termsConditionsUrl: urlSchema.optional(),
    privacyPolicyUrl: urlSchema.optional(),
    /** Extra wallets (WalletConnect deep links) listed in Connect and All Wallets. */
    customWallets: z.array(customWalletSchema).default([]),
    /** All Wallets entry: shown, hidden, or on mobile only (`features.allWallets` wins when given). */
    allWallets: z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE']).default('SHOW'),
    /** Off: no WalletConnect connector (QR code) nor catalogue wallets. */
    enableWalletConnect: z.boolean().default(true),
    /** Off: no legacy `window.ethereum` connector. */
    enableInjected: z.boolean().default(true),
    /** Off: no EIP-6963 (and Wallet Standard) announced wallets. */
    enableEIP6963: z.boolean().default(true),
    /** Off: no Coinbase Wallet connector. */
    enableCoinbase: z.boolean().default(true),
    /** On: a wallet on a network outside `networks` stays connected without the UnsupportedChain view. */
    allowUnsupportedChain: z.boolean().default(false),
    /** Network images by chain id (`8453`) or CAIP-2 id (`eip155:8453`), over the networks' own. */
    chainImages: z.record(z.string(), z.string().min(1)).default({}),
    /** Connector images by connector id or EIP-6963 rdns, over the wallets' own icons. */
    connectorImages: z.record(z.string(), z.string().min(1)).default({}),
    /** AppKit's per-network RPC URLs (`{ 'eip155:1': [{ url }] }`); merged after `rpcUrls`. */
    customRpcUrls: z
      .record(caipNetworkIdSchema, z.array(z.object({ url: urlSchema, config: z.unknown().optional() })).min(1))
      .default({}),
    /** Logs every kit event and alert to the console. */
    debug: z.boolean().default(false),
    /** Sign-in with Ethereum (AppKit's legacy form of `siwx`); accepted here, run by the sign-in flow. */
    siweConfig: z.custom<object>((value) => typeof value === 'object' && value !== null, 'Expected an object').optional(),
    /**
     * Sign in with the wallet (SPEC section 4): `true` keeps sessions in the Kit API
     * (`kitSiwx()`, needs `apiUrl`), or an AppKit `SIWXConfig` such as `kitSiwx({ … })` or
     * `localSiwx({ verify })`.
     */
    siwx: z
      .custom<true | SIWXConfig>(
        (value) =>
          value === true ||
          (typeof value === 'object' &&
            value !== null &&
            siwxMethods.every((key) => typeof (value as Record<string, unknown>)[key] === 'function')),
        `Expected true or a SIWX configuration (${siwxMethods.join(', ')})`,
      )
      .optional(),
  })
  .strict()
  .superRefine((options, context) => {
    const ids = new Set(options.networks.map((network) => network.caipNetworkId))
    if (options.defaultNetwork && !ids.has(options.defaultNetwork.caipNetworkId))
      context.addIssue({
        code: 'custom',
        path: ['defaultNetwork'],
        message: 'Network Not Found: the default network must be in the networks array',
      })
    options.networks.forEach((network, index) => {
      if (network.caipNetworkId !== `${network.chainNamespace}:${network.id}`)
        context.addIssue({
          code: 'custom',
          path: ['networks', index, 'caipNetworkId'],
          message: `Expected ${network.chainNamespace}:${network.id}`,
        })
    })
    if (options.siwx !== undefined && options.siweConfig !== undefined)
      context.addIssue({ code: 'custom', path: ['siwx'], message: 'Configuring both siweConfig and siwx is not supported: keep siwx' })
    if (options.siwx === true && options.apiUrl === undefined)
      context.addIssue({
        code: 'custom',
        path: ['siwx'],
        message: 'siwx: true keeps sessions in the Kit API and needs apiUrl (or pass localSiwx({ verify }))',
      })
    const namespaces = options.adapters.map((adapter) => adapter.namespace)
    namespaces.forEach((namespace, index) => {
      if (namespaces.indexOf(namespace) !== index)
        context.addIssue({ code: 'custom', path: ['adapters', index], message: `Duplicate ${namespace} adapter` })
    })
  })

export type CreateKitOptions = {
  projectId: string
  networks: readonly [CaipNetwork, ...CaipNetwork[]] | readonly CaipNetwork[]
  defaultNetwork?: CaipNetwork | undefined
  adapters?: readonly Adapter[] | undefined
  metadata?: { name: string; description?: string; url: string; icons?: string[] } | undefined
  features?:
    | (z.input<typeof featuresSchema> & {
        // AppKit features Kit has no equivalent for: accepted with one console warning.
        emailShowWallets?: boolean | undefined
        smartSessions?: boolean | undefined
        connectorTypeOrder?: readonly string[] | undefined
        pay?: boolean | undefined
        reownAuthentication?: boolean | undefined
        headless?: boolean | undefined
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
  // AppKit options Kit has no equivalent for: accepted with one console warning (options/appKitOptions.ts).
  defaultAccountTypes?: unknown
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
}

export type ResolvedKitOptions = z.output<typeof createKitOptionsSchema>
