import { getBalance } from '../api/getBalance.js'
import type { Kit } from '../kit.js'
import { accountKey, createPortfolioEntry, isFresh, portfolioLimits } from '../state/portfolio.js'
import type { Namespace } from '../types.js'
import { namespaceState } from '../utils/lookup.js'
import { reportApiError } from './reportApiError.js'

export type FetchPortfolioParameters = {
  namespace?: Namespace | undefined
  /** Ignore the 30 s cache and the retry block (after a send, on pull-to-refresh). */
  force?: boolean | undefined
}

/** Namespaces the token list exists for (SPEC section 9: balances work on EVM and Solana). */
export const portfolioNamespaces: readonly Namespace[] = ['eip155', 'solana']

/** SPEC section 8 text stored on a failed read. */
export const tokenBalanceUnavailable = 'Token Balance Unavailable'

/**
 * Reads the connected account's tokens on its network from the Kit API
 * (`GET /v1/account/{address}/balance`) into the portfolio slice. Cached 30 s; after a failure no
 * new request is made for 30 s (SPEC section 9). Never throws: a failure is stored on the entry
 * (the UI shows 'Token Balance Unavailable').
 */
export async function fetchPortfolio(kit: Kit, { namespace, force = false }: FetchPortfolioParameters = {}): Promise<void> {
  const targetNamespace = namespace ?? kit._internal.state.chains.activeNamespace
  // SPEC section 9: balances work on EVM and Solana.
  if (!portfolioNamespaces.includes(targetNamespace)) return
  const target = namespaceState(kit, targetNamespace)
  const { address, status } = target.account
  const networkId = target.networkId
  const client = kit.api
  if (!client || !address || !networkId || status !== 'connected') return
  const key = accountKey(networkId, address)
  const slice = kit._internal.state.portfolio
  const entry = (slice.tokens[key] ??= createPortfolioEntry())
  const now = Date.now()
  if (!force) {
    if (entry.status === 'loading') return
    if (entry.status === 'success' && isFresh(entry.fetchedAt, now, portfolioLimits.cacheMs)) return
    if (entry.status === 'error' && entry.error && now - entry.error.time < portfolioLimits.retryBlockMs) return
  }
  entry.status = 'loading'
  try {
    const { balances } = await getBalance(client, { address, chainId: networkId, forceUpdate: force })
    const current = slice.tokens[key]
    if (!current) return
    current.tokens = balances
    current.fetchedAt = Date.now()
    current.error = undefined
    current.status = 'success'
  } catch (error) {
    const current = slice.tokens[key]
    if (!current) return
    current.error = reportApiError(kit, error, tokenBalanceUnavailable)
    current.status = 'error'
  }
}
