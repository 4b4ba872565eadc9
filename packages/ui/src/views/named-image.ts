import { html, styleMap } from '../internal/lit.js'
import { logoBackground, renderLogo } from '../internal/logo.js'

/**
 * A round image of `size` px, or the name's initials on a colour derived from the name when there
 * is no image or it fails to load (styles: `rowStyles` `.network-image`). Decorative: the row
 * next to it names it.
 */
export function renderNamedImage(name: string, image: string | undefined, size: number, { scale }: { scale: number }) {
  return html`<span
    class="network-image"
    aria-hidden="true"
    style=${styleMap({
      inlineSize: `${size}px`,
      blockSize: `${size}px`,
      fontSize: `${Math.round(size * scale)}px`,
      background: logoBackground(image),
    })}
    >${renderLogo({ image, name })}</span
  >`
}
