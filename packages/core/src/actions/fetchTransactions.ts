import { getHistory } from '../api/getHistory.js'
import type { Kit } from '../kit.js'
import { createTransactionsEntry } from '../state/transactions.js'
import { emitEvent } from './emitEvent.js'
import { accountEventContext } from './eventContext.js'
import { fetchAccountPages } from './fetchAccountPages.js'

export type FetchTransactionsParameters = {
  /** Load the next page (by the `next` cursor) instead of the first. */
  more?: boolean | undefined
  /** Read the first page again even if it is fresh (after a send). */
  force?: boolean | undefined
}

/** docs/rules/errors.md texts. */
export const transactionsFailed = 'Failed to fetch transactions'
/** The error text when the activity is asked for with no connected account. */
export const transactionsNeedAccount = "Transactions can't be fetched without an accountAddress"

/**
 * Reads the activity of the connected EVM account on its network (the transactions call,
 * `GET /v1/account/{address}/history?chainId&cursor`). The first page is kept 30 s; `more` appends
 * the next page. Never throws: failures are stored on the entry ('Failed to fetch transactions').
 */
export function fetchTransactions(kit: Kit, { more = false, force = false }: FetchTransactionsParameters = {}): Promise<void> {
  return fetchAccountPages(kit, {
    entries: kit._internal.state.transactions.byAccount,
    create: createTransactionsEntry,
    load: getHistory,
    failure: transactionsFailed,
    more,
    force,
    // AppKit's activity events (docs/reference/events.md).
    onLoad: ({ address, cursor }) => {
      if (cursor) emitEvent(kit, 'LOAD_MORE_TRANSACTIONS', activityEventProperties(kit, address, cursor))
    },
    onError: ({ address, cursor }) => emitEvent(kit, 'ERROR_FETCH_TRANSACTIONS', activityEventProperties(kit, address, cursor)),
  })
}

function activityEventProperties(kit: Kit, address: string, cursor: string | undefined) {
  return { address, projectId: kit.options.projectId, cursor, isSmartAccount: accountEventContext(kit, 'eip155').isSmartAccount }
}
