import { getAvatarGradient } from '../../internal/avatar.js'
import { KitElement } from '../../internal/kitElement.js'
import { html, property, state, styleMap } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import styles from './avatar.styles.js'

/**
 * @summary A round avatar: the profile image when `src` loads, otherwise a gradient generated
 * deterministically from `address` (no network request).
 *
 * @csspart base - The gradient or the image.
 * @cssproperty --size - Overrides the `size` property.
 */
export class KitAvatar extends KitElement {
  static override styles = [baseStyles, styles]

  /** Address (or any string) the gradient is derived from. */
  @property() address = ''

  /** Optional image URL; the gradient shows when it is missing or fails to load. */
  @property() src = ''

  /** Diameter in pixels. */
  @property({ type: Number }) size = 32

  /** Accessible name; without one the avatar is decorative. */
  @property() alt = ''

  /** `data-testid` of the element. */
  @property() testid = 'avatar'

  @state() private failedSrc = ''

  override updated(): void {
    this.style.setProperty('--size', `${this.size}px`)
    this.setAttribute('data-testid', this.testid)
    if (this.alt) {
      this.setAttribute('role', 'img')
      this.setAttribute('aria-label', this.alt)
      this.removeAttribute('aria-hidden')
    } else {
      this.removeAttribute('role')
      this.removeAttribute('aria-label')
      this.setAttribute('aria-hidden', 'true')
    }
  }

  override render() {
    if (this.src && this.failedSrc !== this.src)
      return html`<img
        part="base"
        src=${this.src}
        alt=""
        draggable="false"
        @error=${() => {
          this.failedSrc = this.src
        }}
      />`
    return html`<div
      part="base"
      class="avatar"
      data-gradient
      style=${styleMap({ background: getAvatarGradient(this.address || 'kit') })}
    ></div>`
  }
}
