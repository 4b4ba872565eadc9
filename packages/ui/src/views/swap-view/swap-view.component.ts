import {
  emitEvent,
  flipSwap,
  type GetSwapReturnType,
  getNetwork,
  getRouter,
  getSendTokens,
  getSwap,
  type Kit,
  navigate,
  type SwapToken,
  startSwap,
  swapTokenBalance,
  updateSwap,
  watchSendTokens,
  watchSwap,
} from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import type { KitInputEvent } from '../../components/text-field/text-field.component.js'
import { KitTextField } from '../../components/text-field/text-field.component.js'
import type { Translate } from '../../i18n/translate.js'
import { formatBalance } from '../../internal/format.js'
import { html, nothing, state } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { amountFormStyles } from '../amount-form.styles.js'
import { KitView } from '../kit-view.js'
import { rowStyles } from '../row.styles.js'
import { renderTokenImage } from '../token-image.js'
import { viewStyles } from '../view.styles.js'
import { swapErrorText } from './swap-error-text.js'
import styles from './swap-view.styles.js'

const image = (kit: Kit | undefined, token: SwapToken, size: number) => renderTokenImage(kit, { symbol: token.symbol, iconUrl: token.logoUri }, size)

/** Fiat value of a typed amount, when the token's price is known (`POST /v1/fungible/price`). */
const fiat = (t: Translate, token: SwapToken | undefined, amount: string) => {
  const value = token?.price !== undefined ? Number(amount) * token.price : Number.NaN
  return Number.isFinite(value) && value > 0 ? t('swap.fiat', { amount: formatBalance(value, 2, t('format.locale')) }) : ''
}

/**
 * @summary Swap: what is paid (`swap-from-amount`, `swap-from-token`) and received
 * (`swap-to-amount`, `swap-to-token`), typed either way (the other side follows the quote, asked
 * 500 ms after the last key), `swap-flip`, the quote's price impact (`swap-price-impact`),
 * network fee (`swap-network-fee`) and minimum received, the slippage (`swap-slippage`, 1 % by
 * default) and `swap-review`, which opens SwapPreview. The token pickers list the provider's
 * tokens with the account's balances and a search.
 *
 * @dependency kit-button
 * @dependency kit-icon
 * @dependency kit-text-field
 */
export class KitSwapView extends KitView {
  static override styles = [baseStyles, viewStyles, rowStyles, amountFormStyles, styles]
  static override dependencies = { 'kit-button': KitButton, 'kit-icon': KitIcon, 'kit-text-field': KitTextField }

  private readonly swap = this.select({ get: getSwap, watch: watchSwap })
  // Balances stay live (refreshed after every transaction), not as the token list was read.
  private readonly held = this.select({
    get: (kit) => getSendTokens(kit, { namespace: 'eip155' }),
    watch: (kit, parameters) => watchSendTokens(kit, { ...parameters, namespace: 'eip155' }),
  })

  /** Which side's token is being picked (the list replaces the form). */
  @state() private picking: 'from' | 'to' | undefined
  @state() private search = ''
  @state() private slippageText: string | undefined

  #preparedFor: unknown

  protected override updated(): void {
    const kit = this.kit
    if (!kit || this.#preparedFor === kit) return
    this.#preparedFor = kit
    // Opened with presets, after a finished swap, on another network or for the first time: a new
    // swap. Back from SwapPreview: the form as it was.
    const presets = getRouter(kit).data.swap
    const swap = getSwap(kit)
    const networkId = getNetwork(kit, { namespace: 'eip155' }).caipNetworkId
    if (presets || swap.status === 'success' || swap.networkId !== networkId || (!swap.tokens.length && !swap.tokensLoading)) void startSwap(kit, presets)
  }

  private balance(token: SwapToken): string {
    void this.held.value
    return this.kit ? swapTokenBalance(this.kit, token) : token.balance
  }

  private amount(side: 'from' | 'to', event: KitInputEvent): void {
    const value = event.detail.value.replace(',', '.')
    if (this.kit) updateSwap(this.kit, side === 'from' ? { fromAmount: value } : { toAmount: value })
  }

  /** A side's token button: the token list, and AppKit's CLICK_SELECT_TOKEN_TO_SWAP. */
  private pick(side: 'from' | 'to'): void {
    this.picking = side
    if (this.kit) emitEvent(this.kit, 'CLICK_SELECT_TOKEN_TO_SWAP')
  }

  private choose(token: SwapToken): void {
    const kit = this.kit
    const swap = this.swap.value
    if (!kit || !swap) return
    const side = this.picking
    this.picking = undefined
    this.search = ''
    const other = side === 'from' ? swap.toToken : swap.fromToken
    // Picking the other side's token swaps the two.
    if (other?.address === token.address) flipSwap(kit)
    else updateSwap(kit, side === 'from' ? { fromToken: token } : { toToken: token })
  }

  private slippage(event: Event): void {
    const text = (event.target as HTMLInputElement).value.replace(',', '.')
    this.slippageText = text
    const value = Number(text)
    if (this.kit && text.trim() && value >= 0.01 && value <= 50) updateSwap(this.kit, { slippage: value })
  }

  private renderPicker(swap: GetSwapReturnType) {
    const query = this.search.trim().toLowerCase()
    const tokens = swap.tokens.filter(
      (token) => !query || token.symbol.toLowerCase().includes(query) || token.name.toLowerCase().includes(query) || token.address.toLowerCase() === query,
    )
    return html`<div class="view picker" data-testid="swap-token-picker">
      <input
        type="search"
        data-testid="swap-token-search"
        aria-label=${this.t('swap.searchToken')}
        placeholder=${this.t('swap.searchToken')}
        .value=${this.search}
        @input=${(event: Event) => (this.search = (event.target as HTMLInputElement).value)}
      />
      ${
        tokens.length
          ? html`<ul class="token-list">
            ${tokens.map(
              (token) => html`<li>
                <button type="button" class="token-row" data-testid=${`swap-token-${token.symbol}`} @click=${() => this.choose(token)}>
                  ${image(this.kit, token, 32)}
                  <span class="name"><span>${token.symbol}</span><small>${token.name}</small></span>
                  <span dir="ltr">${formatBalance(this.balance(token), 3, this.t('format.locale'))}</span>
                </button>
              </li>`,
            )}
          </ul>`
          : html`<p class="hint">${swap.tokensLoading ? this.t('swap.loadingQuote') : this.t('swap.noTokens')}</p>`
      }
      <kit-button variant="secondary" testid="swap-picker-cancel" @click=${() => (this.picking = undefined)}>${this.t('common.cancel')}</kit-button>
    </div>`
  }

  private renderSide(swap: GetSwapReturnType, side: 'from' | 'to') {
    const token = side === 'from' ? swap.fromToken : swap.toToken
    const amount = side === 'from' ? swap.fromAmount : swap.toAmount
    return html`<div class="amount-card">
      <kit-text-field
        label=${side === 'from' ? this.t('swap.youPay') : this.t('swap.youReceive')}
        placeholder="0"
        inputmode="decimal"
        testid=${`swap-${side}-amount`}
        .value=${amount}
        @kit-input=${(event: KitInputEvent) => this.amount(side, event)}
      ></kit-text-field>
      <button type="button" class="token-button" data-testid=${`swap-${side}-token`} @click=${() => this.pick(side)}>
        ${token ? html`${image(this.kit, token, 24)}<span>${token.symbol}</span>` : html`<span>${this.t('swap.selectToken')}</span>`}
        <kit-icon name="chevron-down" size="16"></kit-icon>
      </button>
      <div class="meta">
        <span data-testid=${`swap-${side}-fiat`} dir="ltr">${fiat(this.t, token, amount)}</span>
        ${token ? html`<span data-testid=${`swap-${side}-balance`} dir="ltr">${this.t('swap.balance', { amount: `${formatBalance(this.balance(token), 3, this.t('format.locale'))} ${token.symbol}` })}</span>` : nothing}
      </div>
    </div>`
  }

  override render() {
    const swap = this.swap.value
    if (!swap) return nothing
    if (this.picking) return this.renderPicker(swap)
    const { quote, error } = swap
    const native = this.kit?.networks.find((network) => network.caipNetworkId === swap.networkId)?.nativeCurrency.symbol ?? 'ETH'
    const blocked = !quote || swap.quoteLoading || error !== undefined
    const unsupported = error?.code === 'networkNotSupported'
    return html`<form class="view swap" data-testid="swap-view" novalidate @submit=${(event: Event) => event.preventDefault()}>
      ${this.renderSide(swap, 'from')}
      <button type="button" class="flip" data-testid="swap-flip" aria-label=${this.t('swap.flip')} ?disabled=${unsupported} @click=${() => this.kit && flipSwap(this.kit)}>
        ↓↑
      </button>
      ${this.renderSide(swap, 'to')}
      ${swap.quoteLoading ? html`<p class="hint" aria-live="polite" data-testid="swap-quote-loading">${this.t('swap.loadingQuote')}</p>` : nothing}
      ${
        quote
          ? html`<dl class="details">
            <div>
              <dt>${this.t('swap.priceImpact')}</dt>
              <dd data-testid="swap-price-impact">${quote.priceImpact === null ? '—' : `${quote.priceImpact < 0.01 ? '<0.01' : quote.priceImpact.toFixed(2)}%`}</dd>
            </div>
            <div>
              <dt>${this.t('swap.networkFee')}</dt>
              <dd data-testid="swap-network-fee" dir="ltr">${swap.networkFee !== undefined ? `${swap.networkFee} ${native}` : '…'}</dd>
            </div>
            <div>
              <dt>${this.t('swap.minimumReceived')}</dt>
              <dd data-testid="swap-minimum-received" dir="ltr">${formatBalance(quote.minimumReceived, 6, this.t('format.locale'))} ${swap.toToken?.symbol ?? ''}</dd>
            </div>
          </dl>`
          : nothing
      }
      <label class="slippage">
        <span>${this.t('swap.slippageLabel')}</span>
        <input data-testid="swap-slippage" inputmode="decimal" .value=${this.slippageText ?? String(swap.slippage)} @input=${this.slippage} />
      </label>
      ${
        this.slippageText !== undefined && !(Number(this.slippageText) >= 0.01 && Number(this.slippageText) <= 50)
          ? html`<p class="error" role="alert">${this.t('swap.slippageInvalid')}</p>`
          : nothing
      }
      ${error ? html`<p class="error" role="alert" data-testid="swap-error">${swapErrorText(this.t, error)}</p>` : nothing}
      <kit-button full-width testid="swap-review" ?disabled=${blocked} @click=${() => this.kit && !blocked && navigate(this.kit, { view: 'SwapPreview' })}
        >${error?.code === 'insufficientBalance' ? this.t('swap.insufficientBalance') : !swap.fromAmount && !swap.toAmount ? this.t('swap.enterAmount') : this.t('swap.review')}</kit-button
      >
    </form>`
  }
}
