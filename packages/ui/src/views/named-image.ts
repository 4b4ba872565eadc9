import { getInitials, getNameColor } from '../internal/avatar.js'
import { html, styleMap } from '../internal/lit.js'

const hideBrokenImage = (event: Event) => {
  ;(event.target as HTMLImageElement).hidden = true
}

/**
 * A round image of `size` px, or the name's initials on a colour derived from the name when there
 * is no image (styles: `rowStyles` `.network-image`). A broken image hides itself.
 */
export function renderNamedImage(name: string, image: string | undefined, size: number, { scale }: { scale: number }) {
  return html`<span
    class="network-image"
    aria-hidden="true"
    style=${styleMap({
      inlineSize: `${size}px`,
      blockSize: `${size}px`,
      fontSize: `${Math.round(size * scale)}px`,
      background: getNameColor(name),
    })}
    >${image ? html`<img src=${image} alt="" draggable="false" @error=${hideBrokenImage} />` : getInitials(name)}</span
  >`
}
