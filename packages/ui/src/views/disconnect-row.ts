import { close, disconnect, type Kit } from '@kit/core'
import type { Translate } from '../i18n/translate.js'
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from '../internal/lit.js'

/**
 * The Disconnect row of the Account and UnsupportedChain views (row styles from `row.styles.ts`,
 * the host lists `kit-icon` and `kit-spinner`): a click disconnects the wallet, then closes the
 * modal; meanwhile the row is busy (spinner, `aria-busy`) and further clicks are ignored.
 */
export class DisconnectRow implements ReactiveController {
  readonly #host: ReactiveControllerHost & { readonly kit?: Kit | undefined }
  #busy = false

  constructor(host: ReactiveControllerHost & { readonly kit?: Kit | undefined }) {
    this.#host = host
    host.addController(this)
  }

  hostConnected(): void {}

  /** Disconnects and closes the modal; ignored while a disconnect is under way. */
  readonly handleDisconnect = async (): Promise<void> => {
    const kit = this.#host.kit
    if (!kit || this.#busy) return
    this.#setBusy(true)
    try {
      await disconnect(kit)
      close(kit)
    } finally {
      this.#setBusy(false)
    }
  }

  #setBusy(busy: boolean): void {
    this.#busy = busy
    this.#host.requestUpdate()
  }

  render(t: Translate) {
    return html`<button type="button" class="row" data-testid="disconnect-button" aria-busy=${this.#busy ? 'true' : 'false'} @click=${this.handleDisconnect}>
      <span class="row-icon"><kit-icon name="disconnect" size="18"></kit-icon></span>
      <span class="row-label">${t('account.disconnect')}</span>
      ${this.#busy ? html`<kit-spinner class="row-end" size="18"></kit-spinner>` : nothing}
    </button>`
  }
}
