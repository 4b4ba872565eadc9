import { close, getNameRegistration, navigate, watchNameRegistration } from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { css, html } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { KitView } from '../kit-view.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary RegisterAccountNameSuccess: the registered name (`name-success`), a way back to the
 * account (`name-success-account`) and Done (`name-success-done`).
 *
 * @dependency kit-button
 * @dependency kit-icon
 */
export class KitRegisterNameSuccessView extends KitView {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .success {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 12px;
        padding: 16px;
        text-align: center;
      }
      .name {
        margin: 0;
        font-weight: 600;
        font-size: 1.125rem;
        word-break: break-all;
      }
    `,
  ]
  static override dependencies = { 'kit-button': KitButton, 'kit-icon': KitIcon }

  private readonly registration = this.select({ get: (kit) => getNameRegistration(kit), watch: watchNameRegistration })

  override render() {
    const name = this.registration.value?.name ?? ''
    return html`<div class="success" data-testid="register-name-success-view">
      <kit-icon name="success" size="40"></kit-icon>
      <p class="name" data-testid="name-success">${name}</p>
      <kit-button full-width testid="name-success-account" @click=${() => this.kit && navigate(this.kit, { view: 'Account' })}
        >${this.t('names.backToAccount')}</kit-button
      >
      <kit-button full-width variant="secondary" testid="name-success-done" @click=${() => this.kit && close(this.kit)}>${this.t('common.done')}</kit-button>
    </div>`
  }
}
