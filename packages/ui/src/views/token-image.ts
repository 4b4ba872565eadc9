import { html } from 'lit'
import { styleMap } from 'lit/directives/style-map.js'
import { getInitials, getNameColor } from '../internal/avatar.js'

const hideBrokenImage = (event: Event) => {
  ;(event.target as HTMLImageElement).hidden = true
}

/** A token's icon, or its initials on a colour derived from the symbol (styles: `rowStyles` `.network-image`). */
export function renderTokenImage(token: { symbol: string; iconUrl?: string | undefined }, size: number) {
  return html`<span
    class="network-image"
    aria-hidden="true"
    style=${styleMap({
      inlineSize: `${size}px`,
      blockSize: `${size}px`,
      fontSize: `${Math.round(size * 0.34)}px`,
      background: getNameColor(token.symbol),
    })}
    >${token.iconUrl
      ? html`<img src=${token.iconUrl} alt="" draggable="false" @error=${hideBrokenImage} />`
      : getInitials(token.symbol, 2)}</span
  >`
}
