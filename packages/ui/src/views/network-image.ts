import type { CaipNetwork } from '@kit/core'
import { html } from 'lit'
import { styleMap } from 'lit/directives/style-map.js'
import { getInitials, getNameColor } from '../internal/avatar.js'

const hideBrokenImage = (event: Event) => {
  ;(event.target as HTMLImageElement).hidden = true
}

/** A network's image, or its initials on a colour derived from the name (styles: `rowStyles`). */
export function renderNetworkImage(network: CaipNetwork | undefined, size: number) {
  const name = network?.name ?? '?'
  const image = network?.assets?.imageUrl
  return html`<span
    class="network-image"
    aria-hidden="true"
    style=${styleMap({
      inlineSize: `${size}px`,
      blockSize: `${size}px`,
      fontSize: `${Math.round(size * 0.38)}px`,
      background: getNameColor(name),
    })}
    >${image ? html`<img src=${image} alt="" draggable="false" @error=${hideBrokenImage} />` : getInitials(name)}</span
  >`
}
