import { getInitials, getNameColor } from './avatar.js'
import { css, html, styleMap } from './lit.js'

/** Background a logo is drawn on: light in both themes, so dark marks (X, Ledger, zkSync) stay visible. */
export const LOGO_BACKGROUND = '#fff'

const fallbackOf = (img: HTMLImageElement) => (img.nextElementSibling instanceof HTMLElement ? img.nextElementSibling : undefined)

/** An image that failed (404: the API has no logo; or a network error): it hides and the fallback after it (initials) shows. */
export function showLogoFallback(event: Event): void {
  const img = event.target as HTMLImageElement
  img.hidden = true
  const fallback = fallbackOf(img)
  if (fallback) fallback.hidden = false
}

/** An image that loaded (again, after another source failed in the same place): the fallback after it hides. */
export function showLogoImage(event: Event): void {
  const img = event.target as HTMLImageElement
  img.hidden = false
  const fallback = fallbackOf(img)
  if (fallback) fallback.hidden = true
}

export type LogoParameters = {
  /** The logo's URL; without one the initials show at once. */
  image: string | undefined
  /** The name behind the initials and their colour. */
  name: string
  /** How many letters of initials (default 2). */
  letters?: number | undefined
}

/**
 * The inside of a logo tile (styles: `logoStyles` on the tile): the image, and the name's initials
 * on a colour derived from the name, shown only when there is no image or it fails to load. Both
 * are decorative (`alt=""`): the tile's row or button carries the name.
 */
export function renderLogo({ image, name, letters = 2 }: LogoParameters) {
  // Drawn by CSS from the attribute: the letters stay out of the row's text (its name is already there).
  const initials = html`<span
    class="logo-initials"
    data-initials=${getInitials(name, letters)}
    ?hidden=${Boolean(image)}
    style=${styleMap({ background: getNameColor(name) })}
  ></span>`
  if (!image) return initials
  return html`<img class="logo-image" src=${image} alt="" draggable="false" @error=${showLogoFallback} @load=${showLogoImage} />${initials}`
}

/** The background of a tile holding `renderLogo`: the logo background with an image, nothing else. */
export const logoBackground = (image: string | undefined) => (image ? LOGO_BACKGROUND : undefined)

/** Tile contents of `renderLogo`: image and initials stacked, each filling the tile. */
export const logoStyles = css`
  .logo-image,
  .logo-initials {
    grid-area: 1 / 1;
    inline-size: 100%;
    block-size: 100%;
  }
  .logo-image {
    object-fit: contain;
    padding: 12%;
  }
  .logo-initials {
    display: grid;
    place-items: center;
    color: #fff;
  }
  .logo-initials::before {
    content: attr(data-initials);
  }
  .logo-image[hidden],
  .logo-initials[hidden] {
    display: none;
  }
`
