import {
  fetchPortfolio,
  getSend,
  getSendTokens,
  getTokenBalances,
  goBack,
  type SendToken,
  updateSend,
  watchSend,
  watchSendTokens,
  watchTokenBalances,
} from '@kit/core'
import { KitIcon } from '../../components/icon/icon.component.js'
import { KitSkeleton } from '../../components/skeleton/skeleton.component.js'
import { formatBalance } from '../../internal/format.js'
import { css, html, nothing, repeat } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { token as cssToken } from '../../theme/css.js'
import { KitView } from '../kit-view.js'
import { rowStyles } from '../row.styles.js'
import { renderTokenImage } from '../token-image.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary The token list of a send: the account's tokens on its network with their balances
 * (`send-token-<symbol>`); the native currency alone while the Kit API's list is unavailable.
 * Choosing one goes back to WalletSend with it.
 *
 * @dependency kit-icon
 * @dependency kit-skeleton
 */
export class KitWalletSendSelectTokenView extends KitView {
  static override styles = [
    baseStyles,
    viewStyles,
    rowStyles,
    css`
      .token-balance {
        flex: none;
        font-size: ${cssToken('--kit-font-size-sm')};
        font-variant-numeric: tabular-nums;
        color: ${cssToken('--kit-color-fg-muted')};
      }
    `,
  ]
  static override dependencies = { 'kit-icon': KitIcon, 'kit-skeleton': KitSkeleton }

  private readonly tokens = this.select({ get: (kit) => getSendTokens(kit), watch: (kit, parameters) => watchSendTokens(kit, parameters) })
  private readonly balances = this.select({
    get: getTokenBalances,
    watch: watchTokenBalances,
    onSubscribe: (_value, kit) => void fetchPortfolio(kit),
  })
  private readonly send = this.select({ get: getSend, watch: watchSend })

  private handleSelect(token: SendToken): void {
    const kit = this.kit
    if (!kit) return
    updateSend(kit, { token })
    goBack(kit)
  }

  override render() {
    const tokens = this.tokens.value ?? []
    const balances = this.balances.value
    const loading = Boolean(balances?.available && (balances.status === 'loading' || balances.status === 'idle'))
    const selected = this.send.value?.token
    return html`<div class="view" data-testid="wallet-send-select-token-view">
      ${tokens.length === 0 && !loading ? html`<p class="description" data-testid="send-no-tokens">${this.t('send.noTokens')}</p>` : nothing}
      <ul class="list" aria-busy=${loading ? 'true' : 'false'}>
        ${repeat(
          tokens,
          (token) => `${token.networkId}:${token.address ?? 'native'}`,
          (token) => html`<li>
            <button
              type="button"
              class="row"
              data-testid="send-token-${token.symbol}"
              aria-current=${selected?.symbol === token.symbol && selected.address === token.address ? 'true' : 'false'}
              @click=${() => this.handleSelect(token)}
            >
              ${renderTokenImage(this.kit, token, 32)}
              <span class="row-label">${token.name}</span>
              <span class="token-balance" dir="ltr">${formatBalance(token.balance, 3, this.t('format.locale'))} ${token.symbol}</span>
            </button>
          </li>`,
        )}
        ${
          loading
            ? html`<li aria-label=${this.t('send.tokensLoading')}>
              <kit-skeleton width="100%" height="56" testid="send-tokens-loading"></kit-skeleton>
            </li>`
            : nothing
        }
      </ul>
    </div>`
  }
}
