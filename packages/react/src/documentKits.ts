import type { Kit } from '@kit/core'
import type { AppKitKitRequestEvent } from '@kit/ui'

/**
 * Lets hooks and elements with no provider above them find a kit `createAppKit` made: the kit
 * answers `appkit-kit-request` on `document` (the event the `appkit-*` elements already ask with)
 * by adding itself to `detail.kits`, for as long as it is mounted. Nothing is recorded in a module:
 * the document is the page's own registry, and a server (no document) has none, so one request's
 * kit is never another's. See docs/react/AppKitProvider.md.
 */
export function answerKitRequests(kit: Kit): void {
  const answer = (event: AppKitKitRequestEvent) => {
    event.detail.kits?.push(kit)
  }
  document.addEventListener('appkit-kit-request', answer)
  kit._internal.cleanups.set('react:kit-request', () => document.removeEventListener('appkit-kit-request', answer))
}

/** Every mounted kit `createAppKit` made in this document, oldest first; none on a server. */
export function requestDocumentKits(): readonly Kit[] {
  if (typeof document === 'undefined') return []
  const request: AppKitKitRequestEvent = new CustomEvent('appkit-kit-request', { detail: { kits: [] } })
  document.dispatchEvent(request)
  return request.detail.kits ?? []
}
