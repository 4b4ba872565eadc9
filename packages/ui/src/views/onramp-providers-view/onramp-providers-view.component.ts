import {
  fetchOnRampOptions,
  fetchOnRampQuote,
  type GetOnRampReturnType,
  getOnRamp,
  type OnRampPaymentMethod,
  onRampLimits,
  socialPopupFeatures,
  startOnRampPurchase,
  updateOnRamp,
  watchOnRamp,
} from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import type { KitInputEvent } from '../../components/text-field/text-field.component.js'
import { KitTextField } from '../../components/text-field/text-field.component.js'
import { formatFixed } from '../../internal/format.js'
import { html, nothing } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { amountFormStyles } from '../amount-form.styles.js'
import { KitView } from '../kit-view.js'
import { viewStyles } from '../view.styles.js'
import styles from './onramp-providers-view.styles.js'

/** docs/rules/limits.md: quotes are asked 500 ms after the last change. */
const quoteDebounceMs = 500
const paymentMethods: readonly OnRampPaymentMethod[] = ['card', 'ach_bank_account']

/**
 * @summary Buy crypto: the amount (`onramp-amount`) in a payment currency (`onramp-currency`),
 * the asset (`onramp-purchase-currency`) and its network (`onramp-network`), card or bank
 * (`onramp-payment-method`), the quote with fees and total (`onramp-quote-total`; an estimate is
 * labelled `onramp-quote-estimate`), and one button per provider (`onramp-provider-<name>`) that
 * opens its checkout in a 600×800 popup. Amounts outside the limits never leave the modal.
 *
 * @dependency kit-button
 * @dependency kit-text-field
 */
export class KitOnRampProvidersView extends KitView {
  static override styles = [baseStyles, viewStyles, amountFormStyles, styles]
  static override dependencies = { 'kit-button': KitButton, 'kit-text-field': KitTextField }

  private readonly onramp = this.select({ get: getOnRamp, watch: watchOnRamp })
  #loadedFor: unknown
  #quoteTimer: ReturnType<typeof setTimeout> | undefined

  protected override updated(): void {
    const kit = this.kit
    if (!kit || this.#loadedFor === kit) return
    this.#loadedFor = kit
    void fetchOnRampOptions(kit).then(() => this.scheduleQuote(0))
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.#quoteTimer)
  }

  private scheduleQuote(delay = quoteDebounceMs): void {
    clearTimeout(this.#quoteTimer)
    const kit = this.kit
    if (!kit || getOnRamp(kit).amount.trim() === '') return
    this.#quoteTimer = setTimeout(() => void fetchOnRampQuote(kit), delay)
  }

  private change(patch: Parameters<typeof updateOnRamp>[1]): void {
    if (!this.kit) return
    updateOnRamp(this.kit, patch)
    this.scheduleQuote()
  }

  private handleAmount(event: KitInputEvent): void {
    this.change({ amount: event.detail.value.replace(',', '.') })
  }

  private picked(event: Event): string {
    return (event.target as HTMLSelectElement).value
  }

  private handleBuy(provider: string): void {
    const kit = this.kit
    if (!kit) return
    clearTimeout(this.#quoteTimer)
    if (getOnRamp(kit).provider !== provider) updateOnRamp(kit, { provider })
    // Opened in the click itself, before any await, so the browser does not block it.
    const popup = window.open('about:blank', 'kit-onramp', socialPopupFeatures(window))
    void startOnRampPurchase(kit, { popup })
  }

  private renderQuote(onramp: GetOnRampReturnType) {
    const { quote } = onramp
    if (onramp.quotesLoading && !quote) return html`<p class="quote-note" data-testid="onramp-quote-loading">${this.t('onramp.quoting')}</p>`
    if (!quote) return nothing
    const fees = formatFixed(Number(quote.networkFee.amount) + Number(quote.providerFee?.amount ?? 0), 2, this.t('format.locale'))
    return html`<dl class="quote" data-testid="onramp-quote" aria-busy=${onramp.quotesLoading ? 'true' : 'false'}>
        <dt>${this.t('onramp.youGet')}</dt>
        <dd data-testid="onramp-quote-amount" dir="ltr">${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}</dd>
        <dt>${this.t('onramp.fees')}</dt>
        <dd data-testid="onramp-quote-fees" dir="ltr">${fees} ${quote.paymentTotal.currency}</dd>
        <dt>${this.t('onramp.total')}</dt>
        <dd data-testid="onramp-quote-total" dir="ltr">${quote.paymentTotal.amount} ${quote.paymentTotal.currency}</dd>
      </dl>
      ${quote.estimated ? html`<p class="quote-note estimate" data-testid="onramp-quote-estimate">${this.t('onramp.estimate')}</p>` : nothing}`
  }

  override render() {
    const onramp = this.onramp.value
    if (!onramp) return nothing
    const asset = onramp.purchaseCurrencies.find((currency) => currency.id === onramp.purchaseCurrency)
    const limits = onRampLimits(onramp)
    const methods = paymentMethods.filter((method) =>
      onramp.paymentCurrencies.find((currency) => currency.id === onramp.paymentCurrency)?.payment_method_limits.some((limit) => limit.id === method),
    )
    const canBuy = onramp.optionsSource === 'provider' && !onramp.error && onramp.amount.trim() !== ''
    return html`<form class="view onramp" data-testid="onramp-view" novalidate @submit=${(event: Event) => event.preventDefault()}>
      ${onramp.optionsSource === 'default' ? html`<p class="quote-note estimate" data-testid="onramp-default-list">${this.t('onramp.defaultList')}</p>` : nothing}
      <div class="amount-card">
        <kit-text-field
          class="amount"
          label=${this.t('onramp.amount')}
          placeholder="0"
          inputmode="decimal"
          testid="onramp-amount"
          .value=${onramp.amount}
          @kit-input=${this.handleAmount}
        ></kit-text-field>
        <label class="picker">
          <span class="picker-label">${this.t('onramp.currency')}</span>
          <select data-testid="onramp-currency" @change=${(event: Event) => this.change({ paymentCurrency: this.picked(event) })}>
            ${onramp.paymentCurrencies.map((currency) => html`<option value=${currency.id} ?selected=${currency.id === onramp.paymentCurrency}>${currency.id}</option>`)}
          </select>
        </label>
        ${
          limits
            ? html`<p class="limits" data-testid="onramp-limits" dir="ltr">
              ${this.t('onramp.limits', { min: formatFixed(limits.min, 2, this.t('format.locale')), max: formatFixed(limits.max, 2, this.t('format.locale')), currency: limits.currency })}
            </p>`
            : nothing
        }
      </div>
      <div class="pickers">
        <label class="picker">
          <span class="picker-label">${this.t('onramp.asset')}</span>
          <select data-testid="onramp-purchase-currency" @change=${(event: Event) => this.change({ purchaseCurrency: this.picked(event) })}>
            ${onramp.purchaseCurrencies.map((currency) => html`<option value=${currency.id} ?selected=${currency.id === onramp.purchaseCurrency}>${currency.symbol}</option>`)}
          </select>
        </label>
        <label class="picker">
          <span class="picker-label">${this.t('onramp.network')}</span>
          <select data-testid="onramp-network" @change=${(event: Event) => this.change({ network: this.picked(event) })}>
            ${(asset?.networks ?? []).map((network) => html`<option value=${network.name} ?selected=${network.name === onramp.network}>${network.display_name}</option>`)}
          </select>
        </label>
        <label class="picker">
          <span class="picker-label">${this.t('onramp.paymentMethod')}</span>
          <select data-testid="onramp-payment-method" @change=${(event: Event) => this.change({ paymentMethod: this.picked(event) as OnRampPaymentMethod })}>
            ${methods.map((method) => html`<option value=${method} ?selected=${method === onramp.paymentMethod}>${this.t(`onramp.method.${method}`)}</option>`)}
          </select>
        </label>
      </div>
      ${this.renderQuote(onramp)}
      <p class="error" role="alert" data-testid="onramp-error" ?hidden=${!onramp.error}>${onramp.error}</p>
      <section class="providers" aria-label=${this.t('onramp.providers')}>
        ${
          onramp.providers.length === 0 && !onramp.optionsLoading
            ? html`<p class="quote-note">${this.t('onramp.noProvider')}</p>`
            : onramp.providers.map(
                (provider) => html`<kit-button
                full-width
                testid="onramp-provider-${provider.name}"
                ?disabled=${!canBuy}
                @click=${() => this.handleBuy(provider.name)}
                >${this.t('onramp.buyWith', { provider: provider.displayName })}</kit-button
              >`,
              )
        }
      </section>
    </form>`
  }
}
