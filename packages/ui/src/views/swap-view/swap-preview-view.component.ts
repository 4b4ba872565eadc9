import { approveSwap, close, getSwap, goBack, type SwapStatus, showToast, submitSwap, swapNeedsApproval, watchSwap } from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { formatBalance } from '../../internal/format.js'
import { html, nothing, type PropertyValues } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { amountFormStyles } from '../amount-form.styles.js'
import { KitView } from '../kit-view.js'
import { rowStyles } from '../row.styles.js'
import { viewStyles } from '../view.styles.js'
import { swapErrorText } from './swap-error-text.js'
import styles from './swap-view.styles.js'

/**
 * @summary SwapPreview: what is paid and received, price impact, network fee and minimum
 * received, then the steps: `swap-approve` (only when the token needs an allowance) and
 * `swap-confirm`, each waiting for the wallet and the chain. Success shows a toast and
 * `swap-success`; a failure a toast and its text (`swap-error`); a refusal in the wallet leaves
 * everything as it was.
 *
 * @dependency kit-button
 * @dependency kit-icon
 */
export class KitSwapPreviewView extends KitView {
  static override styles = [baseStyles, viewStyles, rowStyles, amountFormStyles, styles]
  static override dependencies = { 'kit-button': KitButton, 'kit-icon': KitIcon }

  private readonly swap = this.select({ get: getSwap, watch: watchSwap })
  #lastStatus: SwapStatus | undefined

  protected override updated(changed: PropertyValues): void {
    super.updated(changed)
    const swap = this.swap.value
    const kit = this.kit
    if (!swap || !kit || swap.status === this.#lastStatus) return
    const previous = this.#lastStatus
    this.#lastStatus = swap.status
    if (previous === undefined) return
    if (swap.status === 'success')
      showToast(kit, {
        variant: 'success',
        message: this.t('swap.success', { from: `${swap.fromAmount} ${swap.fromToken?.symbol ?? ''}`, to: `${swap.toAmount} ${swap.toToken?.symbol ?? ''}` }),
      })
    else if (swap.status === 'error' && swap.error) showToast(kit, { variant: 'error', message: swapErrorText(this.t, swap.error) })
    else if (previous === 'approving' && swap.status === 'idle' && !swap.error)
      showToast(kit, { variant: 'success', message: this.t('swap.approved', { symbol: swap.fromToken?.symbol ?? '' }) })
  }

  override render() {
    const swap = this.swap.value
    const kit = this.kit
    if (!swap || !kit) return nothing
    const { quote, fromToken, toToken } = swap
    if (swap.status === 'success')
      return html`<div class="view" data-testid="swap-success" aria-live="polite">
        <p class="heading">${this.t('swap.success', { from: `${swap.fromAmount} ${fromToken?.symbol ?? ''}`, to: `${swap.toAmount} ${toToken?.symbol ?? ''}` })}</p>
        <p class="hint"><code data-testid="swap-hash" dir="ltr">${swap.swapHash}</code></p>
        <kit-button full-width testid="swap-done" @click=${() => close(kit)}>${this.t('common.done')}</kit-button>
      </div>`
    const busy = swap.status === 'approving' || swap.status === 'swapping'
    const needsApproval = swapNeedsApproval(kit)
    return html`<div class="view swap" data-testid="swap-preview-view">
      <dl class="details">
        <div><dt>${this.t('swap.youPay')}</dt><dd data-testid="swap-preview-from" dir="ltr">${swap.fromAmount} ${fromToken?.symbol ?? ''}</dd></div>
        <div><dt>${this.t('swap.youReceive')}</dt><dd data-testid="swap-preview-to" dir="ltr">${swap.toAmount} ${toToken?.symbol ?? ''}</dd></div>
        <div><dt>${this.t('swap.priceImpact')}</dt><dd data-testid="swap-price-impact">${quote?.priceImpact == null ? '—' : `${quote.priceImpact.toFixed(2)}%`}</dd></div>
        <div><dt>${this.t('swap.networkFee')}</dt><dd data-testid="swap-network-fee" dir="ltr">${swap.networkFee ?? '…'}</dd></div>
        <div><dt>${this.t('swap.minimumReceived')}</dt><dd dir="ltr">${quote ? `${formatBalance(quote.minimumReceived, 6, this.t('format.locale'))} ${toToken?.symbol ?? ''}` : ''}</dd></div>
        <div><dt>${this.t('swap.slippage')}</dt><dd>${swap.slippage}%</dd></div>
      </dl>
      ${busy ? html`<p class="hint" aria-live="polite" data-testid="swap-wallet-hint">${this.t('swap.approveInWallet')}</p>` : nothing}
      ${swap.error ? html`<p class="error" role="alert" data-testid="swap-error">${swapErrorText(this.t, swap.error)}</p>` : nothing}
      <div class="steps">
        ${
          needsApproval
            ? html`<kit-button full-width testid="swap-approve" ?loading=${swap.status === 'approving'} ?disabled=${busy} @click=${() => void approveSwap(kit)}
              >${this.t('swap.approveStep', { symbol: fromToken?.symbol ?? '' })}</kit-button
            >`
            : nothing
        }
        <div class="buttons">
          <kit-button variant="secondary" testid="swap-cancel" ?disabled=${busy} @click=${() => goBack(kit)}>${this.t('common.cancel')}</kit-button>
          <kit-button testid="swap-confirm" ?loading=${swap.status === 'swapping'} ?disabled=${busy || needsApproval || !quote} @click=${() => void submitSwap(kit)}
            >${swap.status === 'error' ? this.t('common.tryAgain') : this.t('swap.confirm')}</kit-button
          >
        </div>
      </div>
    </div>`
  }
}
