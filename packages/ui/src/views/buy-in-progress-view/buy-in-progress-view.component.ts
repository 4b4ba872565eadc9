import { type GetOnRampReturnType, getOnRamp, navigate, resetOnRamp, watchOnRamp } from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { html, nothing } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitView } from '../kit-view.js'
import { renderThumbnail } from '../thumbnail.js'
import { thumbnailStyles, viewStyles } from '../view.styles.js'

type Purchase = NonNullable<GetOnRampReturnType['purchase']>

/**
 * @summary BuyInProgress: follows the purchase made in the provider's popup (`onramp-status`,
 * with `data-status` pending | challenge | processing | submitted | completed | failed | refunded |
 * expired) until it is paid out, then shows the amount and the payout transaction (`onramp-tx`);
 * a refunded purchase says why in the catalogue's words (`onramp-refund-reason`, `data-reason`). While it waits, the checkout
 * can be opened again (`onramp-open-checkout`); when it is over, Done returns to the Account.
 *
 * @dependency kit-button
 */
export class KitBuyInProgressView extends KitView {
  static override styles = [baseStyles, viewStyles, thumbnailStyles, reducedMotionStyles]
  static override dependencies = { 'kit-button': KitButton }

  private readonly onramp = this.select({ get: getOnRamp, watch: watchOnRamp })

  private providerName(onramp: GetOnRampReturnType, purchase: Purchase): string {
    return onramp.providers.find((provider) => provider.name === purchase.provider)?.displayName ?? purchase.provider
  }

  private statusText(onramp: GetOnRampReturnType, purchase: Purchase): string {
    const amount = purchase.purchaseAmount ? `${purchase.purchaseAmount.amount} ${purchase.purchaseAmount.currency}` : onramp.purchaseCurrency
    switch (purchase.status) {
      case 'completed':
        return this.t('onramp.status.completed', { amount })
      case 'refunded':
        return this.t('onramp.status.refunded', { amount: purchase.refund ? `${purchase.refund.amount.amount} ${purchase.refund.amount.currency}` : amount })
      case 'expired':
        return this.t('onramp.status.expired')
      case 'failed':
        return this.t('onramp.status.failed')
      case 'processing':
      case 'submitted':
        return this.t('onramp.status.processing', { amount })
      case 'challenge':
        return this.t('onramp.status.challenge')
      case 'pending':
        return this.t('onramp.status.pending', { provider: this.providerName(onramp, purchase) })
      default:
        return this.t('onramp.status.unknown', { provider: this.providerName(onramp, purchase) })
    }
  }

  /** The refund's reason in the buyer's words (the catalogue's), whatever the provider's own text. */
  private refundText(purchase: Purchase): string {
    switch (purchase.refund?.reason) {
      case 'destination_refused':
        return this.t('onramp.refund.destination_refused')
      case 'provider_unfunded':
        return this.t('onramp.refund.provider_unfunded')
      case 'payout_reverted':
        return this.t('onramp.refund.payout_reverted')
      case 'payout_timeout':
        return this.t('onramp.refund.payout_timeout')
      default:
        return this.t('onramp.refund.unknown')
    }
  }

  private handleReopen(url: string): void {
    window.open(url, 'kit-onramp')
  }

  private handleDone(): void {
    const kit = this.kit
    if (!kit) return
    resetOnRamp(kit)
    navigate(kit, { view: 'Account' })
  }

  override render() {
    const onramp = this.onramp.value
    const purchase = onramp?.purchase
    if (!onramp || !purchase) return nothing
    const over = ['completed', 'failed', 'refunded', 'expired'].includes(purchase.status)
    const failed = over && purchase.status !== 'completed'
    const refunded = purchase.status === 'refunded'
    return html`<div class="status" data-testid="buy-in-progress-view" aria-live="polite">
      ${renderThumbnail({ name: purchase.purchaseAmount?.currency ?? onramp.purchaseCurrency, round: true, pending: !over, failed })}
      <div class="status-text">
        <p class="heading ${failed ? 'error' : ''}" data-testid="onramp-status" data-status=${purchase.status} role=${failed ? 'alert' : 'status'}>
          ${this.statusText(onramp, purchase)}
        </p>
        ${
          refunded
            ? html`<p class="details" data-testid="onramp-refund-reason" data-reason=${purchase.refund?.reason ?? 'unknown'}>${this.refundText(purchase)}</p>`
            : nothing
        }
        ${purchase.status === 'failed' && purchase.error ? html`<p class="details" data-testid="onramp-failure">${purchase.error}</p>` : nothing}
        ${!over && purchase.error ? html`<p class="description" data-testid="onramp-attempt-error">${purchase.error}</p>` : nothing}
        ${purchase.status === 'completed' ? html`<p class="description">${this.t('onramp.status.arrived')}</p>` : nothing}
        ${
          purchase.txHash
            ? html`<p class="details" dir="ltr">${this.t('onramp.transaction')}: <span data-testid="onramp-tx">${purchase.txHash}</span></p>`
            : nothing
        }
      </div>
      <div class="actions">
        ${
          over
            ? html`<kit-button size="md" pill testid="onramp-done" @click=${this.handleDone}>${this.t('common.done')}</kit-button>`
            : html`<kit-button variant="secondary" size="md" pill testid="onramp-open-checkout" @click=${() => this.handleReopen(purchase.url)}
              >${this.t('onramp.openCheckout')}</kit-button
            >`
        }
      </div>
    </div>`
  }
}
