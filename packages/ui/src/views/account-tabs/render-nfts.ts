import type { ApiNft, GetAccountNftsReturnType } from '@kit/core'
import type { Translate } from '../../i18n/translate.js'
import { html, nothing } from '../../internal/lit.js'
import { contractAddress } from './format.js'
import { renderLoading, renderLoadMore, renderMessage, renderTokenIcon } from './render-tokens.js'

function nftName(t: Translate, nft: ApiNft): string {
  return nft.name || t('account.nftName', { name: nft.contract.name ?? '', tokenId: nft.tokenId }).trim()
}

function renderNft(t: Translate, nft: ApiNft) {
  const name = nftName(t, nft)
  return html`<li class="nft" data-testid=${`nft-item-${contractAddress(nft.contract.address)}-${nft.tokenId}`}>
    ${renderTokenIcon(name, nft.content.preview.url ?? undefined, true)}
    <span class="nft-name" title=${name}>${name}</span>
    ${nft.contract.name ? html`<span class="nft-collection">${nft.contract.name}</span>` : nothing}
  </li>`
}

/** The NFTs panel: image and name of each token the account holds (spam hidden by the getter). */
export function renderNfts(t: Translate, state: GetAccountNftsReturnType, onMore: () => void) {
  if (state.status === 'error' && state.nfts.length === 0) return renderMessage('nfts-error', t('account.nftsFailed'), true)
  if ((state.status === 'loading' || state.status === 'idle') && state.nfts.length === 0) return renderLoading('nfts-loading', t('account.loadingNfts'), 2)
  if (state.nfts.length === 0) return renderMessage('nfts-empty', t('account.noNfts'))
  return html`<ul class="nfts" data-testid="nft-list">${state.nfts.map((nft) => renderNft(t, nft))}</ul>
    ${state.hasMore ? renderLoadMore(t, 'nfts-load-more', state.loadingMore, onMore) : nothing}`
}
