// zod/mini: the same validation as zod with a functional, tree-shakable API, so the page's first
// load carries only the schema kinds used here (the messages come from zod's English locale, see createKit).
import { z } from 'zod/mini'
import type { Adapter } from './adapters/contract.js'
import { mapThemeVariables, type W3mThemeVariables } from './options/w3mThemeVariables.js'
import type { SIWXConfig } from './siwx/types.js'
import { type Locale, locales } from './state/i18n.js'
import type { ThemeMode, ThemeVariables } from './state/theme.js'
import type { StorageBackend } from './storage/createStorage.js'
import type { CaipNetwork, CaipNetworkId } from './types.js'

const siwxMethods = ['createMessage', 'addSession', 'getSessions', 'revokeSession', 'setSessions'] as const

const namespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
const urlSchema = z.string().check(z.regex(/^(https?|wss?):\/\/[^\s]+$/, 'Expected an http(s) or ws(s) URL'))
const caipNetworkIdSchema = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id'))
const nonEmpty = () => z.string().check(z.minLength(1))

export const caipNetworkSchema = z.object({
  id: z.union([z.int().check(z.positive()), nonEmpty()]),
  name: nonEmpty(),
  network: z.optional(z.string()),
  chainNamespace: namespaceSchema,
  caipNetworkId: caipNetworkIdSchema,
  nativeCurrency: z.object({
    name: nonEmpty(),
    symbol: nonEmpty(),
    decimals: z.int().check(z.gte(0), z.lte(36)),
  }),
  rpcUrls: z.object({
    default: z.object({ http: z.array(urlSchema) }),
    chainDefault: z.optional(z.object({ http: z.array(urlSchema) })),
  }),
  blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: z.string() }) })),
  testnet: z.optional(z.boolean()),
  assets: z.optional(z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) })),
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

export const featuresSchema = z.partial(
  z.strictObject({
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
  }),
)

/** Kit's theme tokens and AppKit's `--w3m-*` variables (mapped onto Kit's tokens). */
export const themeVariablesSchema = z.partial(
  z.strictObject({
    '--kit-accent': z.string(),
    '--kit-font-family': z.string(),
    '--kit-border-radius': z.string(),
    '--kit-z-index': z.int(),
    '--kit-color-mix': z.string(),
    '--kit-color-mix-strength': z.number().check(z.gte(0), z.lte(100)),
    '--kit-font-size-master': z.string(),
    '--kit-qr-color': z.string(),
    '--w3m-font-family': z.string(),
    '--w3m-accent': z.string(),
    '--w3m-color-mix': z.string(),
    '--w3m-color-mix-strength': z.number().check(z.gte(0), z.lte(100)),
    '--w3m-font-size-master': z.string(),
    '--w3m-border-radius-master': z.string(),
    '--w3m-z-index': z.int(),
    '--w3m-qr-color': z.string(),
  }),
)

/** AppKit's `customWallets`: wallets listed in Connect and All Wallets, reached over WalletConnect. */
export const customWalletSchema = z.object({
  id: nonEmpty(),
  name: nonEmpty(),
  homepage: z.optional(z.string()),
  image_url: z.optional(z.string()),
  mobile_link: z.nullish(z.string()),
  desktop_link: z.nullish(z.string()),
  webapp_link: z.nullish(z.string()),
  app_store: z.nullish(z.string()),
  play_store: z.nullish(z.string()),
})

export type CustomWallet = z.input<typeof customWalletSchema>

export const createKitOptionsSchema = z
  .strictObject({
    projectId: z.string().check(z.minLength(1, 'Required')),
    networks: z.array(caipNetworkSchema).check(z.minLength(1, 'At least one network is required')),
    defaultNetwork: z.optional(caipNetworkSchema),
    adapters: z._default(z.array(adapterSchema), []),
    metadata: z.optional(
      z.object({
        name: nonEmpty(),
        description: z._default(z.string(), ''),
        url: nonEmpty(),
        icons: z._default(z.array(z.string()), []),
      }),
    ),
    features: z._default(featuresSchema, {}),
    themeMode: z._default(z.enum(['light', 'dark']), 'light'),
    themeVariables: z.pipe(z._default(themeVariablesSchema, {}), z.transform(mapThemeVariables)),
    /** The UI language (`@kit/ui` loads the catalogue lazily); `setLocale` changes it later. */
    locale: z._default(z.enum(locales), 'en'),
    rpcUrls: z._default(z.record(caipNetworkIdSchema, z.array(urlSchema).check(z.minLength(1))), {}),
    apiUrl: z.optional(urlSchema),
    /** Catalogue filters (AllWallets, recommended): only these wallet ids of the Kit API catalogue. */
    includeWalletIds: z.optional(z.array(nonEmpty())),
    /** Catalogue wallet ids never listed. */
    excludeWalletIds: z.optional(z.array(nonEmpty())),
    /** Catalogue wallet ids shown first (Connect and AllWallets), in this order. */
    featuredWalletIds: z.optional(z.array(nonEmpty())),
    /** Analytics sink (`POST /e`, SPEC section 7); defaults to `apiUrl`. */
    analyticsUrl: z.optional(urlSchema),
    /** `st` and `sv` sent with every Kit API call (SPEC section 7): default `appkit`, `html-kit-<version>`. */
    sdkType: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
    sdkVersion: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    /**
     * Origin (or frame page URL) of the secure embedded-wallet frame for email and social login.
     * Without it the Connect view offers wallets only (no hard-coded SaaS endpoint).
     */
    secureOrigin: z.optional(z.string().check(z.regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'Expected an http(s) URL'))),
    enableReconnect: z._default(z.boolean(), true),
    /** Storage key prefix; give each kit on a page its own (defaults to `kit.<projectId>`). */
    storageKey: z.optional(z.string().check(z.regex(/^[\w.:-]{1,64}$/, 'Letters, digits, . : _ - only'))),
    storage: z.optional(storageSchema),
    manualWCControl: z._default(z.boolean(), false),
    /**
     * AppKit's embedded mode: `<appkit-modal>` sits in the page, always shown, instead of opening
     * over it; closing shows Account when connected, otherwise Connect (SPEC section 2).
     */
    enableEmbedded: z._default(z.boolean(), false),
    /** Defer browser work until `mount()` (the React provider calls it after hydration). */
    ssr: z._default(z.boolean(), false),
    // AppKit's documented options, with AppKit's meaning.
    /** Linked under the wallet list (and beside the legal checkbox when `features.legalCheckbox`). */
    termsConditionsUrl: z.optional(urlSchema),
    privacyPolicyUrl: z.optional(urlSchema),
    /** Extra wallets (WalletConnect deep links) listed in Connect and All Wallets. */
    customWallets: z._default(z.array(customWalletSchema), []),
    /** All Wallets entry: shown, hidden, or on mobile only (`features.allWallets` wins when given). */
    allWallets: z._default(z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE']), 'SHOW'),
    /** Off: no WalletConnect connector (QR code) nor catalogue wallets. */
    enableWalletConnect: z._default(z.boolean(), true),
    /** Off: no legacy `window.ethereum` connector. */
    enableInjected: z._default(z.boolean(), true),
    /** Off: no EIP-6963 (and Wallet Standard) announced wallets. */
    enableEIP6963: z._default(z.boolean(), true),
    /** Off: no Coinbase Wallet connector. */
    enableCoinbase: z._default(z.boolean(), true),
    /** On: a wallet on a network outside `networks` stays connected without the UnsupportedChain view. */
    allowUnsupportedChain: z._default(z.boolean(), false),
    /** Network images by chain id (`8453`) or CAIP-2 id (`eip155:8453`), over the networks' own. */
    chainImages: z._default(z.record(z.string(), nonEmpty()), {}),
    /** Connector images by connector id or EIP-6963 rdns, over the wallets' own icons. */
    connectorImages: z._default(z.record(z.string(), nonEmpty()), {}),
    /** AppKit's per-network RPC URLs (`{ 'eip155:1': [{ url }] }`); merged after `rpcUrls`. */
    customRpcUrls: z._default(z.record(caipNetworkIdSchema, z.array(z.object({ url: urlSchema, config: z.optional(z.unknown()) })).check(z.minLength(1))), {}),
    /** Logs every kit event and alert to the console. */
    debug: z._default(z.boolean(), false),
    /** Sign-in with Ethereum (AppKit's legacy form of `siwx`); accepted here, run by the sign-in flow. */
    siweConfig: z.optional(z.custom<object>((value) => typeof value === 'object' && value !== null, 'Expected an object')),
    /**
     * Sign in with the wallet (SPEC section 4): `true` keeps sessions in the Kit API
     * (`kitSiwx()`, needs `apiUrl`), or an AppKit `SIWXConfig` such as `kitSiwx({ … })` or
     * `localSiwx({ verify })`.
     */
    siwx: z.optional(
      z.custom<true | SIWXConfig>(
        (value) =>
          value === true ||
          (typeof value === 'object' && value !== null && siwxMethods.every((key) => typeof (value as Record<string, unknown>)[key] === 'function')),
        `Expected true or a SIWX configuration (${siwxMethods.join(', ')})`,
      ),
    ),
  })
  .check(
    z.superRefine((options, context) => {
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
        if (namespaces.indexOf(namespace) !== index) context.addIssue({ code: 'custom', path: ['adapters', index], message: `Duplicate ${namespace} adapter` })
      })
    }),
  )

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
