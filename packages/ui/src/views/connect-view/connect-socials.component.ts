import {
  connectSocial,
  getConnectMethods,
  getModalState,
  navigate,
  openSocialPopup,
  preloadAuth,
  type SocialProvider,
  watchConnectMethods,
  watchModalState,
} from '@kit/core'
import { css, html, nothing, state } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { token } from '../../theme/css.js'
import { KitView } from '../kit-view.js'
import { socialName } from '../social-name.js'
import { renderMoreMark, renderSocialLogo, socialLogoStyles } from './social-mark.js'

/** Icon buttons shown next to the first provider before "more". */
const collapsedCount = 4

/**
 * @summary The Connect view's social method: the first provider as a full-width button, the next
 * ones as icon buttons and a "more" button for the rest (`social-<provider>`, `social-more`).
 * A social login opens its 600x800 popup in the click itself (so browsers allow it) and shows
 * ConnectingSocial; farcaster opens ConnectingFarcaster (a QR code).
 */
export class KitConnectSocials extends KitView {
  static override styles = [
    baseStyles,
    socialLogoStyles,
    css`
      :host {
        display: block;
      }
      .socials {
        display: flex;
        flex-direction: column;
        gap: 8px;
      }
      .row {
        display: grid;
        grid-template-columns: repeat(4, minmax(0, 1fr));
        gap: 8px;
      }
      button {
        display: flex;
        align-items: center;
        justify-content: center;
        gap: 10px;
        min-block-size: 48px;
        padding-inline: 12px;
        border: 1px solid ${token('--kit-color-border')};
        border-radius: ${token('--kit-radius-md')};
        background: ${token('--kit-color-surface')};
        color: ${token('--kit-color-fg')};
        font: inherit;
        font-weight: ${token('--kit-font-weight-semibold')};
        cursor: pointer;
      }
      button:hover {
        background: ${token('--kit-color-surface-hover')};
      }
      button:focus-visible {
        outline: 2px solid ${token('--kit-color-accent')};
        outline-offset: 2px;
      }
      .more[aria-expanded='true'] {
        color: ${token('--kit-color-fg-muted')};
      }
    `,
  ]

  @state() private expanded = false
  // The providers follow getFeatures: code options, else defaults narrowed by the remote config.
  private readonly methods = this.select({ get: getConnectMethods, watch: watchConnectMethods })
  // The logos come from the Kit API once the modal is open: the view rendered ahead fetches none.
  private readonly modal = this.select({ get: getModalState, watch: watchModalState })

  private choose(provider: SocialProvider): void {
    const kit = this.kit
    if (!kit) return
    if (provider === 'farcaster') {
      navigate(kit, { view: 'ConnectingFarcaster' })
      return
    }
    // Opened before any await: a popup opened later is blocked by the browser.
    const popup = openSocialPopup()
    navigate(kit, { view: 'ConnectingSocial' })
    connectSocial(kit, { provider, popup }).catch(() => undefined)
  }

  private preload(): void {
    if (this.kit) void preloadAuth(this.kit).catch(() => undefined)
  }

  private renderButton(provider: SocialProvider, wide: boolean) {
    const name = socialName(this.t, provider)
    const label = this.t('connect.continueWithSocial', { provider: name })
    return html`<button
      type="button"
      data-testid="social-${provider}"
      aria-label=${wide ? nothing : label}
      title=${wide ? nothing : label}
      @click=${() => this.choose(provider)}
    >
      ${renderSocialLogo(this.modal.value?.open ? this.kit : undefined, provider)}${wide ? html`<span>${label}</span>` : nothing}
    </button>`
  }

  override render() {
    const kit = this.kit
    if (!kit) return nothing
    const [first, ...rest] = (this.methods.value ?? getConnectMethods(kit)).socials
    if (!first) return nothing
    const visible = this.expanded || rest.length <= collapsedCount ? rest : rest.slice(0, collapsedCount - 1)
    const hidden = rest.length - visible.length
    return html`<div class="socials" data-testid="connect-socials" @pointerdown=${this.preload}>
      ${this.renderButton(first, true)}
      ${
        rest.length
          ? html`<div class="row">
            ${visible.map((provider) => this.renderButton(provider, false))}
            ${
              hidden > 0 || this.expanded
                ? html`<button
                  type="button"
                  class="more"
                  data-testid="social-more"
                  aria-expanded=${this.expanded ? 'true' : 'false'}
                  aria-label=${this.expanded ? this.t('social.less') : this.t('social.more')}
                  title=${this.expanded ? this.t('social.less') : this.t('social.more')}
                  @click=${() => (this.expanded = !this.expanded)}
                >
                  ${renderMoreMark()}
                </button>`
                : nothing
            }
          </div>`
          : nothing
      }
    </div>`
  }
}
