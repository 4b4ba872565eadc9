const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="12" fill="#3396FF"/>' +
  '<path fill="#fff" d="M11.5 15.2c4.7-4.6 12.3-4.6 17 0l.6.6a.6.6 0 0 1 0 .8l-1.9 1.9a.3.3 0 0 1-.4 0l-.8-.8c-3.3-3.2-8.6-3.2-11.9 0l-.8.8a.3.3 0 0 1-.4 0l-1.9-1.9a.6.6 0 0 1 0-.8zM32.4 19.3l1.7 1.7a.6.6 0 0 1 0 .8l-7.6 7.4a.6.6 0 0 1-.8 0l-5.4-5.3h-.2l-5.4 5.3a.6.6 0 0 1-.8 0L6.3 21.8a.6.6 0 0 1 0-.8L8 19.3a.6.6 0 0 1 .8 0l5.4 5.3h.2l5.4-5.3a.6.6 0 0 1 .8 0l5.4 5.3h.2l5.4-5.3a.6.6 0 0 1 .8 0z"/></svg>'

/** The WalletConnect mark as an SVG data URL (works offline). */
export const walletConnectIcon = `data:image/svg+xml,${encodeURIComponent(svg)}`
