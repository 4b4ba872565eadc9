import { KitElement } from '../../internal/kitElement.js'
import { html, property } from '../../internal/lit.js'
import styles from './qr-code.styles.js'
import { renderQrCode } from './render-qr-code.js'

/**
 * @summary A QR code (a WalletConnect pairing URI, an address, a Farcaster link) as one `<svg>`:
 * black modules on white whatever the theme, a 4-module quiet zone, whole pixels per module, an
 * optional logo in the centre. Decorative for assistive technology: the surrounding frame
 * carries `role="img"` and the label.
 *
 * @csspart svg - The `<svg>`.
 * @cssproperty --kit-qr-color - Module colour. Default black.
 */
export class KitQrCode extends KitElement {
  static override styles = styles

  /** The text the code carries. */
  @property() value = ''

  /** Largest width in CSS pixels; the code snaps down to whole pixels per module. */
  @property({ type: Number }) size = 232

  /** An image URL drawn in the centre on a white tile (error correction Q covers it). */
  @property() logo: string | undefined

  override render() {
    return this.value ? renderQrCode({ value: this.value, size: this.size, logo: this.logo }) : html``
  }
}
