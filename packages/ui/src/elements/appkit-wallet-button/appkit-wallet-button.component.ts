import { defaultSocials, getConnectorGroups, getSocialImage, getWalletImage, type Kit, type Namespace, openSocialPopup, watchConnectorGroups } from '@kit/core'
import { css, html, property, state, styleMap } from '../../internal/lit.js'
import { logoBackground, logoStyles, renderLogo } from '../../internal/logo.js'
import { baseStyles } from '../../internal/styles.js'
import { token } from '../../theme/css.js'
import { AppKitElement } from '../appkit-element.js'

/**
 * @summary AppKit's wallet button: connects one named wallet without going through the Connect
 * view (`wallet="metamask"`, an rdns, `walletConnect`, or a social provider such as `google`).
 * An installed wallet connects at once; otherwise the modal shows the WalletConnect QR code.
 * The connect code is a lazy chunk loaded on click.
 *
 * @fires appkit-wallet-button-success - Connected (`detail`: the connect result, if any).
 * @fires appkit-wallet-button-error - The connect failed (`detail`: the error).
 * @csspart base - The `<button>` (`data-testid="wallet-button-{wallet}"`).
 */
export class AppKitWalletButton extends AppKitElement {
  static override styles = [
    baseStyles,
    logoStyles,
    css`
      button {
        display: inline-flex;
        align-items: center;
        gap: 8px;
        block-size: 40px;
        padding-inline: 8px 14px;
        border: 1px solid ${token('--kit-color-border')};
        border-radius: ${token('--kit-radius-full')};
        background: ${token('--kit-color-surface')};
        color: ${token('--kit-color-fg')};
        font: inherit;
        font-size: ${token('--kit-font-size-sm')};
        font-weight: ${token('--kit-font-weight-medium')};
        cursor: pointer;
      }
      button:disabled {
        cursor: default;
        opacity: 0.6;
      }
      .logo {
        display: grid;
        flex: none;
        overflow: hidden;
        inline-size: 24px;
        block-size: 24px;
        border-radius: ${token('--kit-radius-xs')};
        color: #fff;
        font-size: 12px;
        font-weight: ${token('--kit-font-weight-semibold')};
      }
      .logo .logo-image {
        padding: 8%;
      }
    `,
  ]

  /** The wallet: `metamask`, an rdns or connector id, `walletConnect`, or a social provider. */
  @property({ reflect: true }) wallet = 'walletConnect'

  /** Connect on this namespace (default: the active one). */
  @property({ reflect: true }) namespace: Namespace | '' = ''

  @property({ type: Boolean, reflect: true }) disabled = false

  @state() private pending = false

  private readonly groups = this.select({
    get: (kit) => getConnectorGroups(kit, { namespace: this.namespace || undefined }),
    watch: (kit, parameters) => watchConnectorGroups(kit, { ...parameters, namespace: this.namespace || undefined }),
  })

  private async handleClick(): Promise<void> {
    const kit = this.resolvedKit
    if (!kit || this.pending) return
    // A social login's popup must open synchronously in the click.
    const popup = (defaultSocials as readonly string[]).includes(this.wallet) && this.wallet !== 'farcaster' ? openSocialPopup() : undefined
    this.pending = true
    try {
      const { connectNamedWallet } = await import('./connect-named-wallet.js')
      const result = await connectNamedWallet(kit, { wallet: this.wallet, namespace: this.namespace || undefined, popup })
      this.dispatchEvent(new CustomEvent('appkit-wallet-button-success', { detail: result, bubbles: true, composed: true }))
    } catch (error) {
      this.dispatchEvent(new CustomEvent('appkit-wallet-button-error', { detail: error, bubbles: true, composed: true }))
    } finally {
      this.pending = false
    }
  }

  /** A logo for a wallet that is not installed: the social provider's or the catalogue wallet's on the Kit API. */
  private logoOf(kit: Kit | undefined): string | undefined {
    if (!kit) return undefined
    if ((defaultSocials as readonly string[]).includes(this.wallet)) return getSocialImage(kit, this.wallet)
    if (this.wallet === 'walletConnect') return getWalletImage(kit, 'walletconnect')
    // An rdns or connector id names an installed wallet only: it has no catalogue logo.
    return /^[a-z0-9-]+$/.test(this.wallet) ? getWalletImage(kit, this.wallet) : undefined
  }

  override render() {
    const wanted = this.wallet.toLowerCase()
    const group = (this.groups.value ?? []).find(
      (candidate) => candidate.id.toLowerCase() === wanted || candidate.rdns?.toLowerCase().endsWith(wanted) || candidate.name.toLowerCase() === wanted,
    )
    const name = group?.name ?? (this.wallet === 'walletConnect' ? this.t('connect.walletConnect') : this.wallet)
    const image = group?.icon ?? this.logoOf(this.resolvedKit)
    return html`<button
      part="base"
      type="button"
      data-testid=${`wallet-button-${this.wallet}`}
      ?disabled=${this.disabled || this.pending || !this.resolvedKit}
      aria-busy=${this.pending ? 'true' : 'false'}
      @click=${this.handleClick}
    >
      <span class="logo" aria-hidden="true" style=${styleMap({ background: logoBackground(image) })}>${renderLogo({ image, name, letters: 1 })}</span
      ><span>${name}</span>
    </button>`
  }
}
