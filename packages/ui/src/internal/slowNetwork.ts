/** The Network Information API's part this module reads (Chromium browsers; others lack it). */
type NetworkInformation = { effectiveType?: string | undefined; saveData?: boolean | undefined }

/**
 * Whether the browser reports a slow connection (the Network Information API's effective type
 * `slow-2g`, `2g` or `3g`: round trips of about 270 ms or more). There a chunk's round trip costs more than
 * evaluating it early, so what a click will need is fetched at once instead of when the page is
 * idle. False where the API is missing (Firefox, Safari) or the visitor asked to save data.
 */
export function isSlowNetwork(): boolean {
  const connection = (globalThis.navigator as { connection?: NetworkInformation } | undefined)?.connection
  if (!connection || connection.saveData) return false
  return connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g' || connection.effectiveType === '3g'
}
