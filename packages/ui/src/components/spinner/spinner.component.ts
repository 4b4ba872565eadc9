import { KitElement } from '../../internal/kitElement.js'
import { html, property } from '../../internal/lit.js'
import styles from './spinner.styles.js'

/**
 * @summary An indeterminate loading indicator that inherits the text colour.
 *
 * @csspart svg - The spinning `<svg>`.
 * @cssproperty --size - Overrides the `size` property (any CSS length).
 * @cssproperty --color - Arc colour. Default `currentColor`.
 */
export class KitSpinner extends KitElement {
  static override styles = styles

  /** Width and height in pixels. */
  @property({ type: Number }) size = 20

  /**
   * Accessible name (e.g. "Loading"). When set the spinner is announced as `role="status"`,
   * otherwise it is decorative and the surrounding control carries `aria-busy`.
   */
  @property() label = ''

  /** `data-testid` of the element. */
  @property() testid = 'spinner'

  override updated(): void {
    this.style.setProperty('--size', `${this.size}px`)
    this.setAttribute('data-testid', this.testid)
    if (this.label) {
      this.setAttribute('role', 'status')
      this.setAttribute('aria-label', this.label)
      this.removeAttribute('aria-hidden')
    } else {
      this.removeAttribute('role')
      this.removeAttribute('aria-label')
      this.setAttribute('aria-hidden', 'true')
    }
  }

  override render() {
    return html`<svg part="svg" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle class="track" cx="12" cy="12" r="9.5" stroke="currentColor" stroke-width="2.5" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" />
    </svg>`
  }
}
