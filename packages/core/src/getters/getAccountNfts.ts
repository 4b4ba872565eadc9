import type { ApiNft } from '../api/getNfts.js'
import type { Kit } from '../kit.js'
import { type ApiErrorInfo, accountKey, type FetchStatus } from '../state/portfolio.js'
import { memoBy } from '../utils/memo.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetAccountNftsReturnType = {
  status: FetchStatus
  /** The NFTs the account holds on its network; spam is hidden. */
  nfts: readonly ApiNft[]
  hasMore: boolean
  loadingMore: boolean
  error: ApiErrorInfo | undefined
  available: boolean
  /** NFTs are ERC-721 tokens: EVM only. */
  supported: boolean
}

const empty: readonly ApiNft[] = []

/** NFTs of the active account (from `fetchNfts`). */
export function getAccountNfts(kit: Kit): GetAccountNftsReturnType {
  return select(kit, 'accountNfts', (state) => {
    const slice = state.chains.namespaces[state.chains.activeNamespace]
    const address = slice?.account.address
    const entry = address && slice?.networkId ? state.portfolio.nfts[accountKey(slice.networkId, address)] : undefined
    return {
      status: entry?.status ?? 'idle',
      nfts: entry ? memoBy(entry.items, 'nfts', () => entry.items.filter((item) => !item.flags.is_spam)) : empty,
      hasMore: Boolean(entry?.next),
      loadingMore: entry?.loadingMore ?? false,
      error: entry?.error,
      available: kit.api !== undefined,
      supported: state.chains.activeNamespace === 'eip155',
    }
  })
}

export function watchAccountNfts(kit: Kit, parameters: WatchParameters<GetAccountNftsReturnType>): () => void {
  return watch(kit, getAccountNfts, parameters)
}
