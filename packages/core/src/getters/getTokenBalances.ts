import type { ApiBalance } from '../api/getBalance.js'
import type { Kit } from '../kit.js'
import { type ApiErrorInfo, accountKey, type FetchStatus } from '../state/portfolio.js'
import { memoBy } from '../utils/memo.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetTokenBalancesReturnType = {
  status: FetchStatus
  /** The account's tokens on its network (docs/rules/validation.md: tokens with zero decimals dropped). */
  tokens: readonly ApiBalance[]
  error: ApiErrorInfo | undefined
  /** False when the kit has no `apiUrl`: there is no token list to show. */
  available: boolean
  /** Whether the active namespace has a token list (EVM and Solana). */
  supported: boolean
}

const empty: readonly ApiBalance[] = []

/** The token list of the active account (from `fetchPortfolio`). */
export function getTokenBalances(kit: Kit): GetTokenBalancesReturnType {
  return select(kit, 'tokenBalances', (state) => {
    const slice = state.chains.namespaces[state.chains.activeNamespace]
    const address = slice?.account.address
    const entry = address && slice?.networkId ? state.portfolio.tokens[accountKey(slice.networkId, address)] : undefined
    return {
      status: entry?.status ?? 'idle',
      tokens: entry ? memoBy(entry.tokens, 'tokens', () => entry.tokens.filter((token) => token.quantity.decimals !== '0')) : empty,
      error: entry?.error,
      available: kit.api !== undefined,
      supported: state.chains.activeNamespace === 'eip155' || state.chains.activeNamespace === 'solana',
    }
  })
}

export function watchTokenBalances(kit: Kit, parameters: WatchParameters<GetTokenBalancesReturnType>): () => void {
  return watch(kit, getTokenBalances, parameters)
}
