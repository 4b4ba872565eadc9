/** docs/rules/limits.md: the social login popup is 600x800, centred on the host window. */
export function socialPopupFeatures(host: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const width = 600
  const height = 800
  const left = Math.max(0, Math.round((host.screenX ?? 0) + ((host.outerWidth ?? width) - width) / 2))
  const top = Math.max(0, Math.round((host.screenY ?? 0) + ((host.outerHeight ?? height) - height) / 2))
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`
}

/**
 * Opens the (blank) social login popup. Call it synchronously in the click handler, before any
 * `await`, so browsers do not block it; then pass it to `connectSocial`. Null when blocked.
 */
export function openSocialPopup(host: Window = window): Window | null {
  return host.open('about:blank', 'kit-social-login', socialPopupFeatures(host))
}
