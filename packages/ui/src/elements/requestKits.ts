import type { Kit } from '@kit/core'
import type { AppKitKitRequestEvent } from './appkit-element.js'

/** Every mounted kit `createAppKit` made in this document, oldest first (`detail.kits`); none on a server. */
export function requestKits(): readonly Kit[] {
  if (typeof document === 'undefined') return []
  const request: AppKitKitRequestEvent = new CustomEvent('appkit-kit-request', { detail: { kits: [] } })
  document.dispatchEvent(request)
  return request.detail.kits ?? []
}

/** The kit `createAppKit` made in this page when it made exactly one, else undefined. */
export function requestOnlyKit(): Kit | undefined {
  const kits = requestKits()
  return kits.length === 1 ? kits[0] : undefined
}
