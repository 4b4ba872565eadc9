/** What the route fuzzer knows of the instance under test: real ids so that one defect at a time reaches deep code. */
export interface RouteFuzzTargets {
  readonly projectId: string
  /** An origin the project allows (others are refused before the route runs). */
  readonly allowedOrigin: string
  /** A funded devnet account (EIP-55). */
  readonly account: string
  readonly chainId: string
  readonly otherChainId: string
  readonly contracts: {
    readonly usdc: string
    readonly tst: string
    readonly nft: string
    readonly router: string
    readonly factory: string
    readonly weth: string
  }
  /** The names offchain resolver (the gateway's `sender`). */
  readonly resolver: string
  readonly walletImageId: string
  /** The on-ramp's name of the chain (`anvil`). */
  readonly onrampNetwork: string
}

/** The parts of a request a route takes; every string here is raw (not yet percent-encoded). */
export interface RequestParts {
  method: string
  /** The route's path with `:name` placeholders. */
  readonly template: string
  params: Record<string, string>
  query: Record<string, string>
  headers: Record<string, string>
  /** A JSON value, or raw text when `rawBody` is set. */
  body?: Record<string, unknown> | undefined
  rawBody?: string | undefined
}

export interface RouteSpec {
  readonly method: 'GET' | 'POST'
  readonly template: string
  readonly params?: (t: RouteFuzzTargets) => Record<string, string>
  readonly query?: (t: RouteFuzzTargets) => Record<string, string>
  readonly body?: (t: RouteFuzzTargets) => Record<string, unknown>
  readonly headers?: (t: RouteFuzzTargets) => Record<string, string>
  /** Fields (path `:x`, query `x`, body `x`) that hold an address; `caip` when they take `eip155:<id>:0x…`. */
  readonly addresses?: readonly { readonly slot: 'params' | 'query' | 'body'; readonly key: string; readonly caip?: boolean }[]
  /** A request without a defect would store a row (or an order): every request gets one the route must refuse. */
  readonly stores?: boolean
}

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const project = (t: RouteFuzzTargets) => ({ projectId: t.projectId })
const sdk = (t: RouteFuzzTargets) => ({ projectId: t.projectId, st: 'appkit', sv: 'html-1.0.0' })
const caip = (t: RouteFuzzTargets, address: string) => `${t.chainId}:${address}`
const account = (t: RouteFuzzTargets) => ({ address: t.account })

/** A sign-in message in EIP-4361 form for the fuzz project's origin (its nonce is unknown: it can never sign in). */
const siweMessage = (t: RouteFuzzTargets): string =>
  [
    `${new URL(t.allowedOrigin).host} wants you to sign in with your Ethereum account:`,
    t.account,
    '',
    'Fuzz',
    '',
    `URI: ${t.allowedOrigin}`,
    'Version: 1',
    `Chain ID: ${t.chainId.split(':')[1]}`,
    'Nonce: 0123456789abcdef0123456789abcdef',
    `Issued At: ${new Date().toISOString()}`,
  ].join('\n')

/** Every route of the API with a request it accepts (or refuses only for a reason of state, not of form). */
export const ROUTE_SPECS: readonly RouteSpec[] = [
  { method: 'GET', template: '/appkit/v1/config', query: project },
  { method: 'GET', template: '/projects/v1/origins', query: project },
  { method: 'GET', template: '/getAnalyticsConfig', query: project },
  { method: 'GET', template: '/getWallets', query: (t) => ({ ...project(t), page: '1', entries: '40', search: 'meta', chains: 'eip155:1' }) },
  { method: 'GET', template: '/v1/supported-chains', query: sdk },
  {
    method: 'GET',
    template: '/v1/account/:address/balance',
    params: account,
    query: (t) => ({ ...sdk(t), currency: 'usd', chainId: t.chainId, forceUpdate: 'true' }),
    addresses: [{ slot: 'params', key: 'address' }],
  },
  {
    method: 'GET',
    template: '/v1/identity/:address',
    params: account,
    query: (t) => ({ ...sdk(t), sender: t.account }),
    addresses: [
      { slot: 'params', key: 'address' },
      { slot: 'query', key: 'sender' },
    ],
  },
  {
    method: 'GET',
    template: '/v1/account/:address/history',
    params: account,
    query: (t) => ({ ...sdk(t), chainId: t.chainId, limit: '10' }),
    addresses: [{ slot: 'params', key: 'address' }],
  },
  {
    method: 'GET',
    template: '/v1/account/:address/nfts',
    params: account,
    query: (t) => ({ ...sdk(t), chainId: t.chainId }),
    addresses: [{ slot: 'params', key: 'address' }],
  },
  { method: 'GET', template: '/getWalletImage/:imageId', params: (t) => ({ imageId: t.walletImageId }), query: project },
  { method: 'GET', template: '/getAssetImage/:imageId', params: () => ({ imageId: 'eip155-1' }), query: project },
  { method: 'GET', template: '/public/getCurrencyImage/:code', params: () => ({ code: 'USD' }), query: project },
  { method: 'GET', template: '/public/getTokenImage/:symbol', params: () => ({ symbol: 'USDC' }), query: project },
  {
    method: 'POST',
    template: '/v1/fungible/price',
    body: (t) => ({ ...project(t), currency: 'usd', addresses: [caip(t, t.contracts.usdc), caip(t, NATIVE)] }),
  },
  {
    method: 'POST',
    template: '/e',
    query: sdk,
    body: () => ({
      eventId: 'fuzz-event',
      url: 'http://allowed.test/',
      domain: 'allowed.test',
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    }),
    stores: true,
  },
  ...convertSpecs(),
  ...onRampSpecs(),
  ...nameSpecs(),
  ...sessionSpecs(),
  {
    method: 'POST',
    template: '/v1/rpc',
    query: (t) => ({ ...project(t), chainId: t.chainId }),
    body: (t) => ({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [t.account, 'latest'] }),
    addresses: [{ slot: 'body', key: 'params' }],
  },
  { method: 'GET', template: '/health' },
  { method: 'GET', template: '/healthz' },
  { method: 'GET', template: '/readyz' },
]

function convertSpecs(): RouteSpec[] {
  return [
    { method: 'GET', template: '/v1/convert/tokens', query: (t) => ({ ...sdk(t), chainId: t.chainId }) },
    {
      method: 'GET',
      template: '/v1/convert/quotes',
      query: (t) => ({ ...sdk(t), amount: '1000000', from: caip(t, t.contracts.usdc), to: caip(t, NATIVE), userAddress: caip(t, t.account), gasPrice: '1' }),
      addresses: ['from', 'to', 'userAddress'].map((key) => ({ slot: 'query' as const, key, caip: true })),
    },
    {
      method: 'GET',
      template: '/v1/convert/allowance',
      query: (t) => ({ ...sdk(t), tokenAddress: caip(t, t.contracts.usdc), userAddress: caip(t, t.account) }),
      addresses: ['tokenAddress', 'userAddress'].map((key) => ({ slot: 'query' as const, key, caip: true })),
    },
    { method: 'GET', template: '/v1/convert/gas-price', query: (t) => ({ ...sdk(t), chainId: t.chainId }) },
    {
      method: 'GET',
      template: '/v1/convert/build-approve',
      query: (t) => ({ ...sdk(t), userAddress: caip(t, t.account), from: caip(t, t.contracts.tst), to: caip(t, NATIVE), amount: '1000' }),
      addresses: ['userAddress', 'from', 'to'].map((key) => ({ slot: 'query' as const, key, caip: true })),
    },
    {
      method: 'POST',
      template: '/v1/convert/build-transaction',
      body: (t) => ({
        ...project(t),
        amount: '1000000000000000',
        from: caip(t, NATIVE),
        to: caip(t, t.contracts.usdc),
        userAddress: caip(t, t.account),
        disableEstimate: false,
        eip155: { slippage: '1' },
      }),
      addresses: ['from', 'to', 'userAddress'].map((key) => ({ slot: 'body' as const, key, caip: true })),
    },
  ]
}

function onRampSpecs(): RouteSpec[] {
  return [
    { method: 'GET', template: '/v1/onramp/providers', query: project },
    { method: 'GET', template: '/v1/onramp/options', query: project },
    {
      method: 'POST',
      template: '/v1/onramp/quote',
      body: (t) => ({ ...project(t), purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: t.onrampNetwork }),
    },
    {
      method: 'POST',
      template: '/v1/generators/onrampurl',
      body: (t) => ({
        ...project(t),
        destinationWallets: [{ address: t.account, blockchains: [t.onrampNetwork], assets: ['USDC'] }],
        defaultNetwork: t.onrampNetwork,
        presetFiatAmount: 25,
        partnerUserId: 'fuzz-user',
        defaultExperience: 'buy',
      }),
      // A valid request opens an order at the provider: every request carries a defect.
      stores: true,
    },
    { method: 'GET', template: '/v1/onramp/orders/:id', params: () => ({ id: 'ord_0123456789abcdef' }), query: project },
  ]
}

function nameSpecs(): RouteSpec[] {
  return [
    {
      method: 'POST',
      template: '/v1/profile/account',
      query: project,
      body: (t) => ({
        coin_type: 60,
        address: t.account,
        message: JSON.stringify({ name: 'fuzzname.kit.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) }),
        signature: `0x${'ab'.repeat(65)}`,
      }),
      addresses: [{ slot: 'body', key: 'address' }],
    },
    { method: 'GET', template: '/v1/profile/account/:name', params: () => ({ name: 'alice.kit.id' }), query: (t) => ({ ...project(t), apiVersion: '2' }) },
    { method: 'GET', template: '/v1/profile/reverse/:address', params: account, query: project, addresses: [{ slot: 'params', key: 'address' }] },
    { method: 'GET', template: '/v1/profile/suggestions/:name', params: () => ({ name: 'alice' }), query: (t) => ({ ...project(t), zone: 'kit.id' }) },
    {
      method: 'GET',
      template: '/v1/profile/gateway/:sender/:file',
      params: (t) => ({ sender: t.resolver, file: `0x9061b923${'00'.repeat(64)}.json` }),
      addresses: [{ slot: 'params', key: 'sender' }],
    },
    {
      method: 'POST',
      template: '/v1/profile/gateway',
      body: (t) => ({ sender: t.resolver, data: `0x9061b923${'00'.repeat(64)}` }),
      addresses: [{ slot: 'body', key: 'sender' }],
    },
  ]
}

function sessionSpecs(): RouteSpec[] {
  const bearer = () => ({ authorization: `Bearer kits_${'A'.repeat(43)}` })
  const id = () => ({ id: `ses_${'0'.repeat(24)}` })
  return [
    // A nonce is a row: every request carries a defect.
    { method: 'GET', template: '/v1/sessions/nonce', query: project, stores: true },
    { method: 'POST', template: '/v1/sessions', query: project, body: (t) => ({ message: siweMessage(t), signature: `0x${'cd'.repeat(65)}` }) },
    { method: 'GET', template: '/v1/sessions/:id', params: id, query: project, headers: bearer },
    { method: 'POST', template: '/v1/sessions/:id/revoke', params: id, query: project, headers: bearer },
    {
      method: 'GET',
      template: '/v1/sessions',
      query: (t) => ({ ...project(t), address: t.account }),
      headers: bearer,
      addresses: [{ slot: 'query', key: 'address' }],
    },
  ]
}
