import { emitEvent, getAccount, getNetwork, getNetworkImage, open, watchAccount, watchNetwork } from '@kit/core'
import { KitIcon } from '../../components/icon/icon.component.js'
import { getInitials, getNameColor } from '../../internal/avatar.js'
import { classMap, html, property, state, styleMap } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { AppKitElement } from '../appkit-element.js'
import styles from './appkit-network-button.styles.js'

/**
 * @summary The current network (image and name); opens the modal on Networks. When the
 * connected wallet sits on a network the app does not support it turns into a warning
 * ("Unsupported network").
 *
 * @dependency kit-icon
 *
 * @csspart base - The `<button>` (`data-testid="network-button"`).
 */
export class AppKitNetworkButton extends AppKitElement {
  static override styles = [baseStyles, styles, reducedMotionStyles]
  static override dependencies = { 'kit-icon': KitIcon }

  /** `md` (40 px) or `sm` (32 px). */
  @property({ reflect: true }) size: 'md' | 'sm' = 'md'

  /** Disables the button. */
  @property({ type: Boolean, reflect: true }) disabled = false

  /** The image that failed to load (the API has no logo for it): the initials show instead. */
  @state() private failedImage = ''

  private readonly network = this.select({ get: (kit) => getNetwork(kit), watch: watchNetwork })
  private readonly account = this.select({ get: (kit) => getAccount(kit), watch: watchAccount })

  private handleClick(): void {
    const kit = this.resolvedKit
    if (!kit) return
    open(kit, { view: 'Networks' })
    emitEvent(kit, 'CLICK_NETWORKS')
  }

  override render() {
    const network = this.network.value
    const unsupported = Boolean(this.account.value?.isConnected) && network?.isSupported === false
    const caipNetwork = network?.caipNetwork
    const name = unsupported ? this.t('network.unsupported') : (caipNetwork?.name ?? this.t('button.network'))
    const kit = this.resolvedKit
    const source = kit ? getNetworkImage(kit, caipNetwork) : caipNetwork?.assets?.imageUrl
    const image = source && source !== this.failedImage ? source : undefined
    return html`<button
      part="base"
      type="button"
      class=${classMap({ button: true, unsupported })}
      data-testid="network-button"
      data-network=${network?.caipNetworkId ?? ''}
      ?disabled=${this.disabled || !this.resolvedKit}
      @click=${this.handleClick}
    >
      ${
        unsupported
          ? html`<span class="image warning" aria-hidden="true"><kit-icon name="warning" size="14"></kit-icon></span>`
          : html`<span
            class="image"
            aria-hidden="true"
            style=${styleMap({ background: caipNetwork && !image ? getNameColor(caipNetwork.name) : undefined })}
            >${
              image
                ? html`<img
                    src=${image}
                    alt=""
                    draggable="false"
                    @error=${() => {
                      this.failedImage = image
                    }}
                  />`
                : caipNetwork
                  ? getInitials(caipNetwork.name)
                  : html`<kit-icon name="network" size="14"></kit-icon>`
            }</span
          >`
      }
      <span class="label">${name}</span>
    </button>`
  }
}
