import { css } from '../internal/lit.js'
import { logoStyles } from '../internal/logo.js'
import { token } from '../theme/css.js'

/**
 * Layout shared by the views: a column, lists of rows, and the centred "status" layout of the
 * connecting and switching views (a large thumbnail, a heading and a description).
 */
export const viewStyles = css`
  :host {
    display: block;
    /* Room for the focus ring of the first row (the dialog body clips overflow). */
    padding-block-start: 4px;
    color: ${token('--kit-color-fg')};
  }

  .view {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }

  .list {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .list > li {
    display: block;
  }

  .status {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 12px;
    padding-block: 20px 12px;
    padding-inline: 8px;
    text-align: center;
  }

  .status-text {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
  }

  .heading {
    margin: 0;
    font-size: ${token('--kit-font-size-md')};
    font-weight: ${token('--kit-font-weight-semibold')};
    letter-spacing: ${token('--kit-letter-spacing')};
    line-height: 1.3;
    color: ${token('--kit-color-fg')};
  }

  .heading.error {
    color: ${token('--kit-color-error')};
  }

  .description {
    margin: 0;
    max-inline-size: 280px;
    font-size: ${token('--kit-font-size-sm')};
    line-height: 1.45;
    color: ${token('--kit-color-fg-muted')};
    overflow-wrap: anywhere;
  }

  .details {
    margin: 0;
    max-inline-size: 296px;
    padding-block: 8px;
    padding-inline: 12px;
    border-radius: ${token('--kit-radius-sm')};
    background: ${token('--kit-color-surface')};
    font-family: ${token('--kit-font-family-mono')};
    font-size: ${token('--kit-font-size-xs')};
    line-height: 1.45;
    color: ${token('--kit-color-fg-muted')};
    text-align: start;
    overflow-wrap: anywhere;
  }

  .actions {
    display: flex;
    justify-content: center;
    gap: 8px;
    padding-block-start: 4px;
  }
`

/**
 * The large thumbnail of the status layout: an image (or initials) in a rounded square with an
 * animated ring around it while something is pending, and a badge when it failed.
 */
export const thumbnailStyles = css`
  .thumbnail {
    position: relative;
    display: grid;
    place-items: center;
    inline-size: 96px;
    block-size: 96px;
    margin-block-end: 4px;
  }

  .thumbnail-image {
    display: grid;
    place-items: center;
    inline-size: 72px;
    block-size: 72px;
    overflow: hidden;
    border-radius: 22px;
    background: ${token('--kit-color-surface')};
    box-shadow: inset 0 0 0 1px ${token('--kit-color-border')};
    color: #fff;
    font-size: 26px;
    font-weight: ${token('--kit-font-weight-semibold')};
  }

  .thumbnail-image.round {
    border-radius: 50%;
  }

  ${logoStyles}

  .ring {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    color: ${token('--kit-color-accent')};
    overflow: visible;
  }

  .ring rect,
  .ring circle {
    fill: none;
    stroke: currentColor;
    stroke-width: 3;
    stroke-linecap: round;
    stroke-dasharray: 72 228;
    animation: ring 1.1s linear infinite;
  }

  .ring.track rect,
  .ring.track circle {
    stroke: ${token('--kit-color-surface')};
    stroke-dasharray: none;
    animation: none;
  }

  .badge {
    position: absolute;
    inset-block-end: 6px;
    inset-inline-end: 6px;
    display: grid;
    place-items: center;
    inline-size: 28px;
    block-size: 28px;
    border: 3px solid ${token('--kit-color-bg')};
    border-radius: 50%;
    /* The muted error tint over an opaque disc, so the image never shows through. */
    background:
      linear-gradient(${token('--kit-color-error-muted')}, ${token('--kit-color-error-muted')}),
      ${token('--kit-color-bg')};
    color: ${token('--kit-color-error')};
  }

  @keyframes ring {
    to {
      stroke-dashoffset: -300;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .ring rect,
    .ring circle {
      animation-duration: 3s !important;
      animation-iteration-count: infinite !important;
    }
  }
`

/** A text button that reads as a link ("Get started", "What is a network?"): class `link`. */
export const linkButtonStyles = css`
  .link {
    background: none;
    border: 0;
    padding: 0;
    font: inherit;
    color: ${token('--kit-color-accent-text')};
    cursor: pointer;
  }
`
