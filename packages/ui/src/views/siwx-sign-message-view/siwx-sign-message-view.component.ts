import { cancelSignIn, emitEvent, getAccount, getSiwx, type Kit, signIn, watchSiwx } from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { css, html, nothing } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { KitView } from '../kit-view.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary SIWXSignMessage (docs/rules/states.md): asks the connected wallet to sign the sign-in
 * message. Sign (`siwx-sign-button`) signs and adds the session (the modal then closes); a
 * failure shows 'Error signing message' here. Cancel (`siwx-cancel-button`) goes back to the last
 * signed-in network or disconnects when sign-in is required, else only closes.
 *
 * @dependency kit-button
 * @dependency kit-icon
 */
export class KitSiwxSignMessageView extends KitView {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .actions {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 8px;
        padding-block-start: 8px;
      }
    `,
  ]
  static override dependencies = { 'kit-button': KitButton, 'kit-icon': KitIcon }

  private readonly siwx = this.select({ get: getSiwx, watch: watchSiwx })
  #cancelling = false

  private sign(): void {
    const kit = this.kit
    if (!kit) return
    emitEvent(kit, 'CLICK_SIGN_SIWX_MESSAGE', siwxClickProperties(kit))
    // A failure is shown from state ('Error signing message'); nothing else to do here.
    void signIn(kit).catch(() => undefined)
  }

  private async cancel(): Promise<void> {
    const kit = this.kit
    if (!kit || this.#cancelling) return
    emitEvent(kit, 'CLICK_CANCEL_SIWX', siwxClickProperties(kit))
    this.#cancelling = true
    this.requestUpdate()
    try {
      await cancelSignIn(kit)
    } finally {
      this.#cancelling = false
      this.requestUpdate()
    }
  }

  override render() {
    const siwx = this.siwx.value
    const name = this.kit?.options.metadata?.name ?? location.host
    const signing = siwx?.status === 'signing'
    const busy = signing || siwx?.status === 'checking'
    return html`<div class="view" data-testid="siwx-view">
      <div class="status">
        <kit-icon name="wallet" size="40"></kit-icon>
        <div class="status-text">
          <p class="heading" data-testid="siwx-heading">${this.t('siwx.description', { app: name })}</p>
          <p class="description">${this.t('siwx.signInWallet')}</p>
          ${siwx?.error ? html`<p class="description heading error" role="alert" data-testid="siwx-error">${this.t('siwx.error')}</p>` : nothing}
        </div>
      </div>
      <div class="actions">
        <kit-button variant="secondary" testid="siwx-cancel-button" ?disabled=${signing || this.#cancelling} @click=${() => this.cancel()}
          >${this.t('common.cancel')}</kit-button
        >
        <kit-button variant="primary" testid="siwx-sign-button" ?loading=${busy} ?disabled=${busy || this.#cancelling} @click=${() => this.sign()}
          >${signing ? this.t('siwx.signing') : this.t('siwx.sign')}</kit-button
        >
      </div>
    </div>`
  }
}

/** AppKit's SIWX click events: the network signed for (as SIWX_AUTH_* send it) and the account type. */
function siwxClickProperties(kit: Kit): { network: string; isSmartAccount: boolean } {
  const account = getAccount(kit)
  const caip = account.caipAddress ?? ''
  return { network: caip.slice(0, caip.lastIndexOf(':')), isSmartAccount: account.preferredAccountType === 'smartAccount' }
}
