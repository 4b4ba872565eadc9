import { KitElement } from '../../internal/kitElement.js'
import { html, property } from '../../internal/lit.js'
import styles from './skeleton.styles.js'

/**
 * @summary A shimmering placeholder block shown while data loads (decorative, hidden from
 * assistive technology; announce loading on the container instead).
 *
 * @csspart shimmer - The moving highlight.
 * @cssproperty --width - Overrides `width`.
 * @cssproperty --height - Overrides `height`.
 * @cssproperty --radius - Corner radius. Default `--kit-radius-sm`.
 */
export class KitSkeleton extends KitElement {
  static override styles = styles

  /** Width as a CSS length (`'120px'`, `'60%'`); a plain number means pixels. */
  @property() width: string | number = '100%'

  /** Height as a CSS length; a plain number means pixels. */
  @property() height: string | number = '16px'

  /** Draws a circle (for avatar and icon placeholders). */
  @property({ type: Boolean, reflect: true }) circle = false

  /** `data-testid` of the element. */
  @property() testid = 'skeleton'

  override updated(): void {
    const length = (value: string | number) => (typeof value === 'number' || /^\d+(\.\d+)?$/.test(value) ? `${value}px` : value)
    this.style.setProperty('--width', length(this.width))
    this.style.setProperty('--height', length(this.height))
    this.setAttribute('aria-hidden', 'true')
    this.setAttribute('data-testid', this.testid)
  }

  override render() {
    return html`<div part="shimmer" class="shimmer"></div>`
  }
}
