import type { AdapterTokenBalance } from '../adapters/contract.js'
import { type ApiBalance, getBalance } from '../api/getBalance.js'
import type { Kit } from '../kit.js'
import { accountKey, createPortfolioEntry, isFresh, portfolioLimits } from '../state/portfolio.js'
import type { Namespace } from '../types.js'
import { formatUnits } from '../utils/formatUnits.js'
import { findNetwork, namespaceState } from '../utils/lookup.js'
import { readWalletAssets } from './readWalletAssets.js'
import { reportApiError } from './reportApiError.js'

export type FetchPortfolioParameters = {
  namespace?: Namespace | undefined
  /** Ignore the 30 s cache and the retry block (after a send, on pull-to-refresh). */
  force?: boolean | undefined
}

/** Namespaces the token list exists for (docs/rules/limits.md: balances work on EVM and Solana). */
export const portfolioNamespaces: readonly Namespace[] = ['eip155', 'solana']

/** docs/rules/errors.md text stored on a failed read. */
export const tokenBalanceUnavailable = 'Token Balance Unavailable'

/**
 * Reads the connected account's tokens on its network into the portfolio slice: from the wallet's
 * `wallet_getAssets` (ERC-7811) when its capabilities report `assetDiscovery` for the chain
 * (docs/rules/validation.md and docs/rules/calls.md), else from the Kit API (`GET /v1/account/{address}/balance`) plus the
 * namespace adapter's own chain reads when it has the `getTokenBalances` capability. Cached 30 s; after a failure no
 * new request is made for 30 s (docs/rules/limits.md). Never throws: a failure is stored on the entry
 * (the UI shows 'Token Balance Unavailable').
 */
export async function fetchPortfolio(kit: Kit, { namespace, force = false }: FetchPortfolioParameters = {}): Promise<void> {
  const targetNamespace = namespace ?? kit._internal.state.chains.activeNamespace
  // docs/rules/limits.md: balances work on EVM and Solana.
  if (!portfolioNamespaces.includes(targetNamespace)) return
  const target = namespaceState(kit, targetNamespace)
  const { address, status } = target.account
  const networkId = target.networkId
  const client = kit.api
  // The adapter's own chain reads (its `getTokenBalances` capability) join the API's list.
  const adapter = kit._internal.adapters.get(targetNamespace)
  const network = findNetwork(kit, networkId)
  const fromChain = adapter?.getTokenBalances && network ? adapter.getTokenBalances.bind(adapter) : undefined
  const fromWallet = targetNamespace === 'eip155'
  if ((!client && !fromChain && !fromWallet) || !address || !networkId || status !== 'connected') return
  const key = accountKey(networkId, address)
  const slice = kit._internal.state.portfolio
  const entry = (slice.tokens[key] ??= createPortfolioEntry())
  const now = Date.now()
  if (!force) {
    if (entry.status === 'loading') return
    if (entry.status === 'success' && isFresh(entry.fetchedAt, now, portfolioLimits.cacheMs)) return
    if (entry.status === 'error' && entry.error && now - entry.error.time < portfolioLimits.retryBlockMs) return
  }
  const previousStatus = entry.status
  entry.status = 'loading'
  const walletAssets = fromWallet ? await readWalletAssets(kit, { address, networkId }) : undefined
  if (walletAssets) {
    const current = slice.tokens[key]
    if (!current) return
    current.tokens = walletAssets
    current.fetchedAt = Date.now()
    current.error = undefined
    current.status = 'success'
    return
  }
  if (!client && !fromChain) {
    // Neither the wallet nor another source: nothing read, the entry stays as it was.
    const current = slice.tokens[key]
    if (current?.status === 'loading') current.status = previousStatus
    return
  }
  const reads = await Promise.allSettled([
    client ? getBalance(client, { address, chainId: networkId, forceUpdate: force }).then(({ balances }) => balances) : Promise.resolve([]),
    fromChain && network
      ? fromChain({ address, network }).then((balances) => balances.map((balance) => toApiBalance(balance, networkId)))
      : Promise.resolve([]),
  ])
  const current = slice.tokens[key]
  if (!current) return
  const [api, chain] = reads
  // The sources this kit has: a failure of one is covered by the other; both failing is an error.
  const apiBalances = client && api.status === 'fulfilled' ? api.value : undefined
  const chainBalances = fromChain && chain.status === 'fulfilled' ? chain.value : undefined
  if (apiBalances || chainBalances) {
    current.tokens = mergeBalances(apiBalances ?? [], chainBalances ?? [])
    current.fetchedAt = Date.now()
    current.error = undefined
    current.status = 'success'
    return
  }
  const failure = client && api.status === 'rejected' ? api.reason : chain.status === 'rejected' ? chain.reason : undefined
  current.error = reportApiError(kit, failure, tokenBalanceUnavailable)
  current.status = 'error'
}

/** An adapter's chain balance in the Kit API's shape (token address as CAIP-10, no price). */
function toApiBalance(balance: AdapterTokenBalance, networkId: string): ApiBalance {
  return {
    name: balance.name,
    symbol: balance.symbol,
    chainId: networkId,
    ...(balance.address ? { address: `${networkId}:${balance.address}` } : {}),
    value: 0,
    price: 0,
    quantity: { decimals: String(balance.decimals), numeric: formatUnits(balance.amount, balance.decimals) },
    iconUrl: balance.iconUrl ?? '',
  }
}

/** The API's list with the chain's quantities (fresher) for the tokens both know, then the chain's other tokens. */
function mergeBalances(api: readonly ApiBalance[], chain: readonly ApiBalance[]): ApiBalance[] {
  const keyOf = (balance: ApiBalance) => (balance.address ?? 'native').toLowerCase()
  const fromChain = new Map(chain.map((balance) => [keyOf(balance), balance]))
  const merged = api.map((balance) => {
    const read = fromChain.get(keyOf(balance))
    fromChain.delete(keyOf(balance))
    return read ? { ...balance, quantity: read.quantity, value: balance.price * Number(read.quantity.numeric) } : balance
  })
  return [...merged, ...fromChain.values()]
}
