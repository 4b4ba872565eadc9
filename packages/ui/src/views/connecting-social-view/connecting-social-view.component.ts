import { cancelSocialLogin, connectSocial, getAuth, openSocialPopup, watchAuth } from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { html, nothing } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { authErrorText } from '../auth-error-text.js'
import { renderSocialLogo, socialLogoStyles } from '../connect-view/social-mark.js'
import { KitView } from '../kit-view.js'
import { socialName } from '../social-name.js'
import { thumbnailStyles, viewStyles } from '../view.styles.js'

/**
 * @summary ConnectingSocial: the provider's mark with a progress ring while the user logs in in
 * the 600x800 popup (checked every second). It ends with 'Popup closed', 'Failed to initiate
 * social connection' or 'Failed to connect' and a retry button, or closes the modal once
 * connected. Leaving the view closes the popup.
 *
 * @dependency kit-button
 * @dependency kit-icon
 */
export class KitConnectingSocialView extends KitView {
  static override styles = [baseStyles, viewStyles, thumbnailStyles, socialLogoStyles, reducedMotionStyles]
  static override dependencies = { 'kit-button': KitButton, 'kit-icon': KitIcon }

  private readonly auth = this.select({ get: getAuth, watch: watchAuth })

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    if (this.kit && this.auth.value?.socialLogin && !this.auth.value.socialLogin.error) cancelSocialLogin(this.kit)
  }

  private retry(): void {
    const kit = this.kit
    const provider = this.auth.value?.socialLogin?.provider
    if (!kit || !provider || provider === 'farcaster') return
    const popup = openSocialPopup()
    connectSocial(kit, { provider, popup }).catch(() => undefined)
  }

  override render() {
    const login = this.auth.value?.socialLogin
    if (!login) return nothing
    const name = socialName(this.t, login.provider)
    const error = login.error
    return html`<div class="status" data-testid="connecting-social-view" aria-live="polite">
      <div class="thumbnail" aria-hidden="true">
        ${
          error
            ? nothing
            : html`<svg class="ring track" viewBox="0 0 96 96"><rect x="4" y="4" width="88" height="88" rx="30" pathLength="300" /></svg
              ><svg class="ring" viewBox="0 0 96 96" data-testid="progress-ring">
                <rect x="4" y="4" width="88" height="88" rx="30" pathLength="300" /></svg>`
        }
        ${renderSocialLogo(this.kit, login.provider, 64)}
        ${error ? html`<span class="badge"><kit-icon name="close" size="12" stroke-width="3.5"></kit-icon></span>` : nothing}
      </div>
      <div class="status-text">
        ${
          error
            ? html`<p class="heading error" role="alert" data-testid="connecting-social-error">${authErrorText(this.t, error)}</p>`
            : html`<p class="heading" data-testid="connecting-social-title">${this.t('social.continueInPopup', { provider: name })}</p>
              <p class="description">${this.t('social.popupHint', { provider: name })}</p>`
        }
      </div>
      ${
        error
          ? html`<div class="actions">
            <kit-button variant="secondary" size="md" pill testid="connecting-social-retry" @click=${this.retry}>
              <kit-icon slot="prefix" name="refresh" size="16"></kit-icon>${this.t('common.tryAgain')}
            </kit-button>
          </div>`
          : nothing
      }
    </div>`
  }
}
