import { type ApiBalance, type GetTokenBalancesReturnType, getTokenImage, type Kit } from '@kit/core'
import type { Translate } from '../../i18n/translate.js'
import { formatBalance } from '../../internal/format.js'
import { html, nothing, styleMap } from '../../internal/lit.js'
import { logoBackground, renderLogo } from '../../internal/logo.js'
import { formatFiat } from './format.js'

/**
 * A round token (or square NFT) image, or initials on a colour derived from the name when there is
 * no image or it fails. Decorative: the row names it.
 */
export function renderTokenIcon(name: string, image: string | undefined, square = false) {
  return html`<span class="asset-icon ${square ? 'square' : ''}" style=${styleMap({ background: logoBackground(image) })} aria-hidden="true"
    >${renderLogo({ image, name })}</span
  >`
}

function renderToken(t: Translate, kit: Kit | undefined, token: ApiBalance) {
  return html`<li class="item" data-testid=${`token-item-${token.symbol}`}>
    ${renderTokenIcon(token.symbol, kit ? getTokenImage(kit, token) : token.iconUrl || undefined)}
    <span class="item-main">
      <span class="item-title">${token.name}</span>
      <span class="item-sub" data-testid="token-quantity" dir="ltr"
        >${t('account.tokenAmount', { amount: formatBalance(token.quantity.numeric, 2, t('format.locale')), symbol: token.symbol })}</span
      >
    </span>
    <span class="item-end" data-testid="token-value" dir="ltr">${formatFiat(t, token.value)}</span>
  </li>`
}

/** Skeleton rows while a list loads (announced once on the container). */
export function renderLoading(testid: string, label: string, rows = 3) {
  return html`<div class="placeholder" role="status" aria-label=${label} data-testid=${testid}>
    ${Array.from(
      { length: rows },
      () => html`<div class="item skeleton-row">
        <kit-skeleton circle width="36" height="36"></kit-skeleton>
        <span class="item-main"><kit-skeleton width="60%" height="14"></kit-skeleton><kit-skeleton width="40%" height="12"></kit-skeleton></span>
      </div>`,
    )}
  </div>`
}

/** The "load more" button under a cursor-paged list (NFTs, Activity); busy while the next page loads. */
export function renderLoadMore(t: Translate, testid: string, loadingMore: boolean, onMore: () => void) {
  return html`<button
    type="button"
    class="text-button more"
    data-testid=${testid}
    aria-busy=${loadingMore ? 'true' : 'false'}
    ?disabled=${loadingMore}
    @click=${onMore}
  >
    ${loadingMore ? html`<kit-spinner size="16"></kit-spinner>` : nothing}${t('account.loadMore')}
  </button>`
}

/** A short message in place of a list (empty or failed). */
export function renderMessage(testid: string, message: string, error = false, action?: { label: string; testid: string; onClick(): void }) {
  return html`<div class="message ${error ? 'error' : ''}" role=${error ? 'alert' : 'status'} data-testid=${testid}>
    ${error ? html`<kit-icon name="warning" size="20"></kit-icon>` : nothing}
    <p>${message}</p>
    ${action ? html`<button type="button" class="text-button" data-testid=${action.testid} @click=${action.onClick}>${action.label}</button>` : nothing}
  </div>`
}

/** The Tokens panel: each token with its balance (2 decimals) and value. */
export function renderTokens(t: Translate, kit: Kit | undefined, state: GetTokenBalancesReturnType) {
  if (state.status === 'error' && state.tokens.length === 0) return renderMessage('tokens-error', t('account.tokenBalanceUnavailable'), true)
  if ((state.status === 'loading' || state.status === 'idle') && state.tokens.length === 0) return renderLoading('tokens-loading', t('account.loadingTokens'))
  if (state.tokens.length === 0) return renderMessage('tokens-empty', t('account.noTokens'))
  return html`<ul class="items" data-testid="token-list">${state.tokens.map((token) => renderToken(t, kit, token))}</ul>`
}
