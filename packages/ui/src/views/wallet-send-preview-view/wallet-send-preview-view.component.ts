import { close, getNetwork, getSend, goBack, showToast, submitSend, watchNetwork, watchSend } from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitCopyButton } from '../../components/copy-button/copy-button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { formatBalance, truncateAddress } from '../../internal/format.js'
import { html, nothing } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitView } from '../kit-view.js'
import { renderNetworkImage } from '../network-image.js'
import { rowStyles } from '../row.styles.js'
import { needsReason, sendErrorText } from '../send-error-text.js'
import { renderTokenImage } from '../token-image.js'
import { viewStyles } from '../view.styles.js'
import styles from './wallet-send-preview-view.styles.js'

/**
 * @summary The preview of a send: amount and token, receiver and network. `send-confirm` asks the
 * wallet (core `submitSend`); while it waits the button shows progress. Then the confirmation: the
 * transaction hash (`send-hash`) with a copy button and a block-explorer link, and `send-done`
 * closing the modal. A refusal or failure shows its text (`send-error`) and the button retries.
 *
 * @dependency kit-button
 * @dependency kit-copy-button
 * @dependency kit-icon
 */
export class KitWalletSendPreviewView extends KitView {
  static override styles = [baseStyles, viewStyles, rowStyles, reducedMotionStyles, styles]
  static override dependencies = { 'kit-button': KitButton, 'kit-copy-button': KitCopyButton, 'kit-icon': KitIcon }

  private readonly send = this.select({ get: getSend, watch: watchSend })
  private readonly network = this.select({ get: (kit) => getNetwork(kit), watch: watchNetwork })

  private handleConfirm(): void {
    if (this.kit) void submitSend(this.kit)
  }

  private handleCopied(): void {
    if (this.kit) showToast(this.kit, { variant: 'success', message: this.t('common.copied') })
  }

  private renderSuccess(hash: string) {
    const explorer = this.network.value?.caipNetwork?.blockExplorers?.default.url
    return html`<div class="status" data-testid="send-success" aria-live="polite">
      <span class="success-icon"><kit-icon name="success" size="40"></kit-icon></span>
      <div class="status-text">
        <p class="heading">${this.t('send.sent')}</p>
        <p class="description">${this.t('send.hash')}</p>
        <p class="hash"><code data-testid="send-hash" dir="ltr">${hash}</code></p>
      </div>
      <div class="actions">
        <kit-copy-button .copiedLabel=${this.t('common.copied')} .value=${hash} .label=${this.t('send.copyHash')} testid="send-copy-hash" @kit-copy=${this.handleCopied}>${this.t(
          'common.copy',
        )}</kit-copy-button>
        ${
          explorer
            ? html`<a
              class="explorer"
              href=${`${explorer.replace(/\/$/, '')}/tx/${hash}`}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="send-explorer"
              >${this.t('send.viewOnExplorer')}<kit-icon name="external-link" size="14"></kit-icon
              ><span class="visually-hidden">${this.t('common.openInNewTab')}</span></a
            >`
            : nothing
        }
      </div>
      <kit-button full-width testid="send-done" @click=${() => this.kit && close(this.kit)}>${this.t('common.done')}</kit-button>
    </div>`
  }

  override render() {
    const send = this.send.value
    if (!send) return nothing
    if (send.status === 'success' && send.hash) return this.renderSuccess(send.hash)
    const { token } = send
    const network = this.network.value?.caipNetwork
    const pending = send.status === 'pending'
    const value = token?.price ? Number(send.amount) * token.price : undefined
    return html`<div class="view preview" data-testid="wallet-send-preview-view">
      <div class="summary">
        <p class="label">${this.t('send.youSend')}</p>
        <p class="amount" data-testid="send-preview-amount" dir="ltr">
          ${token ? renderTokenImage(this.kit, token, 32) : nothing}<span>${send.amount} ${token?.symbol ?? ''}</span>
        </p>
        ${value !== undefined && Number.isFinite(value) ? html`<p class="fiat" dir="ltr">$${formatBalance(value, 2, this.t('format.locale'))}</p>` : nothing}
      </div>
      <dl class="details-list">
        <div class="detail">
          <dt>${this.t('send.to')}</dt>
          <dd data-testid="send-preview-to" title=${send.to} dir="ltr">${truncateAddress(send.to, { start: 6, end: 6 })}</dd>
        </div>
        <div class="detail">
          <dt>${this.t('send.network')}</dt>
          <dd>${renderNetworkImage(this.kit, network, 20)}<span>${network?.name ?? ''}</span></dd>
        </div>
      </dl>
      ${pending ? html`<p class="description hint" aria-live="polite">${this.t('send.approveInWallet')}</p>` : nothing}
      ${
        send.status === 'error' && send.error
          ? html`<p class="error" role="alert" data-testid="send-error">${sendErrorText(this.t, send.error.name)}</p>
            ${
              needsReason(send.error.name) && send.error.message
                ? html`<p class="description" data-testid="send-error-reason" dir="ltr">${send.error.message}</p>`
                : nothing
            }`
          : nothing
      }
      <div class="buttons">
        <kit-button variant="secondary" testid="send-cancel" ?disabled=${pending} @click=${() => this.kit && goBack(this.kit)}
          >${this.t('common.cancel')}</kit-button
        >
        <kit-button testid="send-confirm" ?loading=${pending} ?disabled=${pending} @click=${this.handleConfirm}
          >${send.status === 'error' ? this.t('common.tryAgain') : this.t('send.confirm')}</kit-button
        >
      </div>
    </div>`
  }
}
