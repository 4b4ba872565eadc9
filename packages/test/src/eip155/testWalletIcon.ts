const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
  '<defs><linearGradient id="k" x1="0" y1="0" x2="1" y2="1">',
  '<stop offset="0" stop-color="#6d5dfc"/><stop offset="1" stop-color="#20c5a5"/></linearGradient></defs>',
  '<rect width="96" height="96" rx="22" fill="url(#k)"/>',
  '<path d="M22 31 62 19a4 4 0 0 1 5 4v8" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>',
  '<rect x="16" y="30" width="64" height="44" rx="9" fill="#fff" fill-opacity=".94"/>',
  '<rect x="56" y="43" width="24" height="18" rx="6" fill="#6d5dfc"/>',
  '<circle cx="64" cy="52" r="3.5" fill="#fff"/>',
  '<path d="M29 41v22M29 53l11-12M33 49l8 14" fill="none" stroke="#3b2fd1" stroke-width="4.5" stroke-linecap="round"/>',
  '</svg>',
].join('')

/** Default EIP-6963 icon of the test wallet: a wallet with a "K", as an SVG data URI. */
export const TEST_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(SVG)}` as const
