import { html, nothing, styleMap, svg } from '../internal/lit.js'
import { logoBackground, renderLogo } from '../internal/logo.js'

export type ThumbnailParameters = {
  /** Image URL (data URLs work offline); initials on a coloured square show without one or when it fails. */
  image?: string | undefined
  /** Name behind the initials and the image's alt text (decorative: the heading names it). */
  name: string
  /** A circle (networks) instead of a rounded square (wallets). */
  round?: boolean | undefined
  /** Animates the ring: a request is waiting in the wallet. */
  pending?: boolean | undefined
  /** Shows the error badge. */
  failed?: boolean | undefined
}

/** The large thumbnail of the status layout (styles: `thumbnailStyles`). */
export function renderThumbnail({ image, name, round = false, pending = false, failed = false }: ThumbnailParameters) {
  const shape = round ? svg`<circle cx="48" cy="48" r="44" pathLength="300" />` : svg`<rect x="4" y="4" width="88" height="88" rx="30" pathLength="300" />`
  return html`<div class="thumbnail" aria-hidden="true">
    ${
      pending
        ? html`<svg class="ring track" viewBox="0 0 96 96">${shape}</svg
          ><svg class="ring" viewBox="0 0 96 96" data-testid="progress-ring">${shape}</svg>`
        : nothing
    }
    <div
      class="thumbnail-image ${round ? 'round' : ''}"
      style=${styleMap({ background: logoBackground(image) })}
    >
      ${renderLogo({ image, name, letters: round ? 2 : 1 })}
    </div>
    ${failed ? html`<span class="badge"><kit-icon name="close" size="12" stroke-width="3.5"></kit-icon></span>` : nothing}
  </div>`
}
