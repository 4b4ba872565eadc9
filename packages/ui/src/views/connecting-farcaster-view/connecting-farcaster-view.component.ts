import { connectFarcaster, getAuth, getFarcasterUri, watchAuth } from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitCopyButton } from '../../components/copy-button/copy-button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { KitQrCode } from '../../components/qr-code/qr-code.component.js'
import { KitSkeleton } from '../../components/skeleton/skeleton.component.js'
import { css, html } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { token } from '../../theme/css.js'
import { authErrorText } from '../auth-error-text.js'
import { KitView } from '../kit-view.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary ConnectingFarcaster: the QR code of the farcaster URI from the frame (plus a copy
 * button and a link for the same device), then waits for the approval and connects. A failure
 * shows 'Failed to connect to farcaster' and a retry button.
 *
 * @dependency kit-button
 * @dependency kit-copy-button
 * @dependency kit-icon
 * @dependency kit-qr-code
 * @dependency kit-skeleton
 */
export class KitConnectingFarcasterView extends KitView {
  static override styles = [
    baseStyles,
    viewStyles,
    reducedMotionStyles,
    css`
      .qr {
        display: grid;
        place-items: center;
        padding: 12px;
        border-radius: ${token('--kit-radius-lg')};
        background: #fff;
      }
      .links {
        display: flex;
        gap: 8px;
        justify-content: center;
        align-items: center;
      }
      a {
        color: ${token('--kit-color-accent')};
        font-size: ${token('--kit-font-size-sm')};
      }
    `,
  ]
  static override dependencies = {
    'kit-button': KitButton,
    'kit-copy-button': KitCopyButton,
    'kit-icon': KitIcon,
    'kit-qr-code': KitQrCode,
    'kit-skeleton': KitSkeleton,
  }

  private readonly auth = this.select({ get: getAuth, watch: watchAuth })
  #started = false

  override connectedCallback(): void {
    super.connectedCallback()
    this.#started = false
  }

  protected override updated(): void {
    if (!this.#started && this.kit) {
      this.#started = true
      void this.start()
    }
  }

  private async start(): Promise<void> {
    const kit = this.kit
    if (!kit) return
    try {
      await getFarcasterUri(kit)
      await connectFarcaster(kit)
    } catch {
      // The failure is in the auth state ('Failed to connect to farcaster'): the view shows it.
    }
  }

  override render() {
    const farcaster = this.auth.value?.farcaster
    const error = farcaster?.error
    const uri = farcaster?.uri
    return html`<div class="status" data-testid="connecting-farcaster-view" aria-live="polite">
      ${
        error
          ? html`<p class="heading error" role="alert" data-testid="connecting-farcaster-error">${authErrorText(this.t, error)}</p>
            <div class="actions">
              <kit-button variant="secondary" size="md" pill testid="connecting-farcaster-retry" @click=${() => this.start()}>
                <kit-icon slot="prefix" name="refresh" size="16"></kit-icon>${this.t('common.tryAgain')}
              </kit-button>
            </div>`
          : uri
            ? html`<div class="qr" data-testid="farcaster-qr" role="img" aria-label=${this.t('connecting.farcasterScan')}>
                <kit-qr-code .value=${uri} size="232"></kit-qr-code>
              </div>
              <p class="description">${this.t('connecting.farcasterScan')}</p>
              <div class="links">
                <a href=${uri} target="_blank" rel="noopener noreferrer" data-testid="farcaster-link"
                  >${this.t('connecting.openApp')}<span class="visually-hidden">${this.t('common.openInNewTab')}</span></a
                >
                <kit-copy-button .copiedLabel=${this.t('common.copied')} .value=${uri} .label=${this.t('connecting.copyLink')} testid="farcaster-copy"></kit-copy-button>
              </div>`
            : html`<kit-skeleton width="256" height="256" testid="farcaster-qr-loading"></kit-skeleton>`
      }
    </div>`
  }
}
