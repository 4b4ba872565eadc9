import { fetchPortfolio, type GetSendReturnType, getSend, navigate, startSend, updateSend, validateCurrentSend, watchSend } from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import type { KitInputEvent } from '../../components/text-field/text-field.component.js'
import { KitTextField } from '../../components/text-field/text-field.component.js'
import { formatBalance } from '../../internal/format.js'
import { html, nothing, state } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { amountFormStyles } from '../amount-form.styles.js'
import { KitView } from '../kit-view.js'
import { rowStyles } from '../row.styles.js'
import { isMissingInput, sendErrorText } from '../send-error-text.js'
import { renderTokenImage } from '../token-image.js'
import { viewStyles } from '../view.styles.js'
import styles from './wallet-send-view.styles.js'

/**
 * @summary WalletSend: the amount (`send-amount`), the token (`send-token-select` opens the token
 * list) with its balance, and the receiver (`send-address`). `send-submit` checks the form with
 * core's `validateCurrentSend` (docs/rules/validation.md texts, the receiver against the namespace adapter,
 * the amount against the balance) and opens the preview; nothing reaches the wallet from here.
 * Missing input is reported after the first attempt; a wrong address or amount as soon as both are typed.
 *
 * @dependency kit-button
 * @dependency kit-icon
 * @dependency kit-text-field
 */
export class KitWalletSendView extends KitView {
  static override styles = [baseStyles, viewStyles, rowStyles, amountFormStyles, styles]
  static override dependencies = { 'kit-button': KitButton, 'kit-icon': KitIcon, 'kit-text-field': KitTextField }

  private readonly send = this.select({ get: getSend, watch: watchSend })

  /** The form was submitted once: missing input is reported from then on. */
  @state() private attempted = false
  #preparedFor: unknown

  protected override updated(): void {
    const kit = this.kit
    if (!kit || this.#preparedFor === kit) return
    this.#preparedFor = kit
    // Back from a finished send: a new, empty form. Otherwise the tokens are read (cached 30 s).
    if (getSend(kit).status === 'success') startSend(kit)
    else void fetchPortfolio(kit)
  }

  private handleAmount(event: KitInputEvent): void {
    if (this.kit) updateSend(this.kit, { amount: event.detail.value.replace(',', '.') })
  }

  private handleAddress(event: KitInputEvent): void {
    if (this.kit) updateSend(this.kit, { to: event.detail.value })
  }

  private handleMax(): void {
    const token = this.send.value?.token
    if (this.kit && token) updateSend(this.kit, { amount: token.balance })
  }

  private handleSelectToken(): void {
    if (this.kit) navigate(this.kit, { view: 'WalletSendSelectToken' })
  }

  private handleSubmit(): void {
    const kit = this.kit
    if (!kit) return
    this.attempted = true
    if (validateCurrentSend(kit).valid) navigate(kit, { view: 'WalletSendPreview' })
  }

  private errorText(send: GetSendReturnType): string {
    const kit = this.kit
    if (!kit) return ''
    const result = validateCurrentSend(kit)
    if (result.valid) return ''
    if (!this.attempted && (isMissingInput(result.error.name) || !send.amount.trim() || !send.to.trim())) return ''
    return sendErrorText(this.t, result.error.name)
  }

  override render() {
    const send = this.send.value
    if (!send) return nothing
    const { token } = send
    const error = this.errorText(send)
    return html`<form class="view send" data-testid="wallet-send-view" novalidate @submit=${(event: Event) => event.preventDefault()}>
      <div class="amount-card">
        <kit-text-field
          class="amount"
          label=${this.t('send.amount')}
          placeholder="0"
          inputmode="decimal"
          testid="send-amount"
          .value=${send.amount}
          @kit-input=${this.handleAmount}
          @kit-submit=${this.handleSubmit}
        ></kit-text-field>
        <button type="button" class="token-button" data-testid="send-token-select" @click=${this.handleSelectToken}>
          ${
            token
              ? html`${renderTokenImage(this.kit, token, 24)}<span class="token-symbol" data-testid="send-token-symbol">${token.symbol}</span>`
              : html`<span class="token-symbol">${this.t('send.selectToken')}</span>`
          }
          <kit-icon name="chevron-down" size="16"></kit-icon>
        </button>
        ${
          token
            ? html`<div class="balance-line">
              <span data-testid="send-balance" dir="ltr">${this.t('send.balance', { amount: `${formatBalance(token.balance, 3, this.t('format.locale'))} ${token.symbol}` })}</span>
              ${
                token.address
                  ? html`<button type="button" class="max" data-testid="send-max" @click=${this.handleMax}>${this.t('common.max')}</button>`
                  : nothing
              }
            </div>`
            : nothing
        }
      </div>
      <kit-text-field
        label=${this.t('send.to')}
        placeholder=${this.t('send.receiverPlaceholder')}
        testid="send-address"
        autocomplete="off"
        .value=${send.to}
        @kit-input=${this.handleAddress}
        @kit-submit=${this.handleSubmit}
      ></kit-text-field>
      <p class="error" role="alert" data-testid="send-error" ?hidden=${!error}>${error}</p>
      <kit-button full-width testid="send-submit" @click=${this.handleSubmit}>${this.t('send.preview')}</kit-button>
    </form>`
  }
}
