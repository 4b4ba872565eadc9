import { type ApiTransaction, type GetTransactionsReturnType, transactionsNeedAccount } from '@kit/core'
import type { Translate } from '../../i18n/translate.js'
import { html, nothing } from '../../internal/lit.js'
import { counterparty, formatDay, formatMonth, mainTransfer, operationLabel, transferImage, transferText } from './format.js'
import { renderLoading, renderLoadMore, renderMessage, renderTokenIcon } from './render-tokens.js'

function renderTransaction(t: Translate, transaction: ApiTransaction) {
  const transfer = mainTransfer(transaction)
  const label = operationLabel(t, transaction)
  const amount = transferText(t, transfer)
  const failed = transaction.metadata.status === 'failed'
  return html`<li
    class="item"
    data-testid="activity-item"
    data-hash=${transaction.metadata.hash ?? ''}
    data-operation=${transaction.metadata.operationType}
  >
    ${renderTokenIcon(transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? label, transferImage(transfer), Boolean(transfer?.nft_info))}
    <span class="item-main">
      <span class="item-title ${failed ? 'failed' : ''}">${label}</span>
      <span class="item-sub" dir="ltr">${counterparty(t, transaction)}</span>
    </span>
    <span class="item-end">
      <span class="amount ${transfer?.direction === 'in' ? 'in' : ''}" data-testid="activity-amount" dir="ltr">${amount}</span>
      <span class="item-sub">${formatDay(t, transaction.metadata.minedAt)}</span>
    </span>
  </li>`
}

/**
 * The Activity panel: transactions grouped by year and month, newest first (the getter drops
 * spam and other chains), with 'load more' by cursor and loading, empty and error states.
 */
export function renderActivity(t: Translate, state: GetTransactionsReturnType, { onMore, onRetry }: { onMore(): void; onRetry(): void }) {
  const empty = state.groups.length === 0
  if (state.status === 'error' && empty)
    return renderMessage(
      'activity-error',
      state.error?.message === transactionsNeedAccount ? t('activity.accountRequired') : t('account.activityFailed'),
      true,
      {
        label: t('common.tryAgain'),
        testid: 'activity-retry',
        onClick: onRetry,
      },
    )
  if ((state.status === 'loading' || state.status === 'idle') && empty) return renderLoading('activity-loading', t('account.loadingActivity'))
  if (empty && !state.hasMore) return renderMessage('activity-empty', t('account.noActivity'))
  return html`${state.groups.map(
    (group) => html`<section class="group" data-testid="activity-group">
        <h3 class="group-title">${formatMonth(t, group.year, group.month)}</h3>
        <ul class="items">${group.transactions.map((transaction) => renderTransaction(t, transaction))}</ul>
      </section>`,
  )}
    ${state.error && state.status !== 'error' ? renderMessage('activity-more-error', t('account.activityFailed'), true) : nothing}
    ${state.hasMore ? renderLoadMore(t, 'activity-load-more', state.loadingMore, onMore) : nothing}`
}
