import { directionalIcons, type IconName, icons } from '../../icons/icons.js'
import { KitElement } from '../../internal/kitElement.js'
import { classMap, html, nothing, property } from '../../internal/lit.js'
import styles from './icon.styles.js'

/**
 * @summary One glyph of the kit's icon set as inline SVG (no network). Decorative by default.
 *
 * @csspart svg - The `<svg>` element.
 * @cssproperty --size - Overrides the `size` property (any CSS length).
 */
export class KitIcon extends KitElement {
  static override styles = styles

  /** Which icon to draw. Unknown names render nothing. */
  @property({ reflect: true }) name: IconName = 'info'

  /** Width and height in pixels. */
  @property({ type: Number }) size = 16

  /** Stroke width in the 24-unit icon grid. */
  @property({ type: Number, attribute: 'stroke-width' }) strokeWidth = 2

  /** Accessible name. Without one the icon is decorative (`aria-hidden="true"`). */
  @property() label = ''

  override updated(): void {
    this.style.setProperty('--size', `${this.size}px`)
    if (this.label) {
      this.setAttribute('role', 'img')
      this.setAttribute('aria-label', this.label)
      this.removeAttribute('aria-hidden')
    } else {
      this.removeAttribute('role')
      this.removeAttribute('aria-label')
      this.setAttribute('aria-hidden', 'true')
    }
  }

  override render() {
    const glyph = Object.hasOwn(icons, this.name) ? icons[this.name] : undefined
    if (!glyph) return nothing
    return html`<svg
      part="svg"
      class=${classMap({ directional: directionalIcons.has(this.name), spin: this.name === 'spinner' })}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width=${this.strokeWidth}
      stroke-linecap="round"
      stroke-linejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      ${glyph}
    </svg>`
  }
}
