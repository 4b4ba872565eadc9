import { getSocialImage, type Kit } from '@kit/core'
import { css, html, svg } from '../../internal/lit.js'
import { logoStyles, showLogoFallback, showLogoImage } from '../../internal/logo.js'

/** Brand colour and initials of each social provider's fallback mark (no remote images, no fonts). */
const marks: Readonly<Record<string, { color: string; initials: string }>> = {
  google: { color: '#4285F4', initials: 'G' },
  x: { color: '#0F1419', initials: 'X' },
  farcaster: { color: '#855DCD', initials: 'F' },
  discord: { color: '#5865F2', initials: 'D' },
  apple: { color: '#1D1D1F', initials: 'A' },
  github: { color: '#24292F', initials: 'G' },
  facebook: { color: '#1877F2', initials: 'f' },
}

/**
 * A social provider's logo from the Kit API (its brand mark on a light tile, visible in both
 * themes), or its initials mark when there is no API or the logo fails to load. Decorative: the
 * button carries the name. Styles: `socialLogoStyles`.
 */
export function renderSocialLogo(kit: Kit | undefined, provider: string, size = 24) {
  const image = kit ? getSocialImage(kit, provider) : undefined
  if (!image) return renderSocialMark(provider, size)
  return html`<span class="social-logo" aria-hidden="true" style="inline-size: ${size}px; block-size: ${size}px"
    ><img class="logo-image" src=${image} alt="" draggable="false" @error=${showLogoFallback} @load=${showLogoImage} /><span
      class="logo-initials"
      hidden
      >${renderSocialMark(provider, size)}</span
    ></span
  >`
}

export const socialLogoStyles = css`
  ${logoStyles}
  .social-logo {
    display: grid;
    flex: none;
    overflow: hidden;
    border-radius: 7px;
    background: #fff;
  }
  .social-logo .logo-image {
    padding: 15%;
  }
`

/** A small square initials mark for a social provider (decorative: buttons carry the name). */
export function renderSocialMark(provider: string, size = 24) {
  const mark = marks[provider] ?? { color: '#6B7280', initials: provider.slice(0, 1).toUpperCase() }
  return html`<svg
    width=${size}
    height=${size}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    style="flex: none"
  >
    <rect width="24" height="24" rx="7" fill=${mark.color} />
    ${svg`<text
      x="12"
      y="16.5"
      text-anchor="middle"
      font-family="system-ui, sans-serif"
      font-size=${mark.initials.length > 1 ? 10 : 13}
      font-weight="700"
      fill="#fff"
    >${mark.initials}</text>`}
  </svg>`
}

/** Three dots (the "more" button). */
export function renderMoreMark(size = 24) {
  return html`<svg width=${size} height=${size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="6" cy="12" r="2" fill="currentColor" /><circle cx="12" cy="12" r="2" fill="currentColor" /><circle
      cx="18"
      cy="12"
      r="2"
      fill="currentColor"
    />
  </svg>`
}
