import { type SVGTemplateResult, svg } from '../internal/lit.js'

/**
 * The kit's icon set: 24×24 outline glyphs drawn for Kit (2 px round strokes, `currentColor`).
 * Each entry is the inside of an `<svg viewBox="0 0 24 24">`; `<kit-icon>` wraps it.
 */
export const icons = {
  close: svg`<path d="M6.5 6.5l11 11M17.5 6.5l-11 11"/>`,
  back: svg`<path d="M14.5 5.5L8 12l6.5 6.5"/>`,
  'chevron-right': svg`<path d="M9.5 5.5L16 12l-6.5 6.5"/>`,
  'chevron-down': svg`<path d="M5.5 9.5L12 16l6.5-6.5"/>`,
  copy: svg`<rect x="9" y="9" width="11" height="11" rx="2.5"/><path d="M15 9V6.5A2.5 2.5 0 0 0 12.5 4h-6A2.5 2.5 0 0 0 4 6.5v6A2.5 2.5 0 0 0 6.5 15H9"/>`,
  check: svg`<path d="M5 12.5l4.5 4.5L19 7.5"/>`,
  disconnect: svg`<path d="M10 20H6.5A2.5 2.5 0 0 1 4 17.5v-11A2.5 2.5 0 0 1 6.5 4H10"/><path d="M15.5 16.5L20 12l-4.5-4.5M20 12H9.5"/>`,
  wallet: svg`<path d="M17.5 6.5V5.6a1.6 1.6 0 0 0-1.9-1.6L5.2 6A2.7 2.7 0 0 0 3 8.6"/><rect x="3" y="6.5" width="18" height="13.5" rx="3"/><path d="M21 10.5h-3.5a2.75 2.75 0 0 0 0 5.5H21"/><path d="M17.5 13.25h.01" stroke-width="2.5"/>`,
  network: svg`<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3a13.5 13.5 0 0 1 3.6 9A13.5 13.5 0 0 1 12 21a13.5 13.5 0 0 1-3.6-9A13.5 13.5 0 0 1 12 3z"/>`,
  warning: svg`<path d="M10.3 4.3L2.8 17.3A2 2 0 0 0 4.5 20.3h15a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z"/><path d="M12 9.5v4"/><path d="M12 17h.01" stroke-width="2.5"/>`,
  error: svg`<circle cx="12" cy="12" r="9"/><path d="M9.5 9.5l5 5M14.5 9.5l-5 5"/>`,
  info: svg`<circle cx="12" cy="12" r="9"/><path d="M12 11v5.5"/><path d="M12 7.75h.01" stroke-width="2.5"/>`,
  success: svg`<circle cx="12" cy="12" r="9"/><path d="M8.25 12.25l2.5 2.5 5-5"/>`,
  'external-link': svg`<path d="M13.5 4H20v6.5M20 4l-8.5 8.5"/><path d="M19 14v3.5a2.5 2.5 0 0 1-2.5 2.5h-10A2.5 2.5 0 0 1 4 17.5v-10A2.5 2.5 0 0 1 6.5 5H10"/>`,
  qr: svg`<rect x="3.5" y="3.5" width="6.5" height="6.5" rx="1.5"/><rect x="14" y="3.5" width="6.5" height="6.5" rx="1.5"/><rect x="3.5" y="14" width="6.5" height="6.5" rx="1.5"/><path d="M14 14h2.5v2.5H14zM18 18h2.5v2.5H18zM14 20.5h.01M20.5 14h.01M6.75 6.75h.01M17.25 6.75h.01M6.75 17.25h.01" stroke-width="2"/>`,
  refresh: svg`<path d="M19.5 10A7.8 7.8 0 0 0 5.6 7.4M5 3.5v4.3h4.3"/><path d="M4.5 14a7.8 7.8 0 0 0 13.9 2.6M19 20.5v-4.3h-4.3"/>`,
  spinner: svg`<circle cx="12" cy="12" r="9" opacity="0.2"/><path d="M21 12a9 9 0 0 0-9-9"/>`,
  search: svg`<circle cx="11" cy="11" r="6.5"/><path d="M20 20l-4.4-4.4"/>`,
  mail: svg`<rect x="3" y="5" width="18" height="14" rx="3"/><path d="M4 7.5l8 5.5 8-5.5"/>`,
} as const satisfies Record<string, SVGTemplateResult>

/** Name of an icon in the kit's set. */
export type IconName = keyof typeof icons

/** All icon names, in declaration order. */
export const iconNames = Object.keys(icons) as IconName[]

/** Icons that point in the reading direction and are mirrored in right-to-left layouts. */
export const directionalIcons: ReadonlySet<IconName> = new Set<IconName>(['back', 'chevron-right', 'external-link', 'disconnect'])
