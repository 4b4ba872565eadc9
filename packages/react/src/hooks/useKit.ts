'use client'
import type { Kit } from '@kit/core'
import { useContext, useEffect, useMemo } from 'react'
import { KitContext } from '../context.js'
import { requestDocumentKits } from '../documentKits.js'
import { KitNotChosenError, KitProviderNotFoundError } from '../errors/context.js'

export type UseKitParameters = {
  /** Use this kit instead of the provider's. */
  kit?: Kit | undefined
}
export type UseKitReturnType = Kit

/**
 * The kit hooks read: `parameters.kit`, else the nearest `AppKitProvider`'s, else the one kit
 * `createAppKit` made in this page (found through the document, as the `appkit-*` elements find
 * it; never a module variable, so nothing leaks between server requests). Throws
 * `KitProviderNotFoundError` when there is none and `KitNotChosenError` when the page has several
 * and nothing says which.
 */
export function useKit(parameters: UseKitParameters = {}): UseKitReturnType {
  const context = useContext(KitContext)
  const chosen = parameters.kit ?? context
  const documentKit = useMemo(() => (chosen ? undefined : findDocumentKit()), [chosen])
  // With no provider to start it, a kit created with `ssr: true` starts once the page hydrated.
  useEffect(() => {
    if (documentKit?.options.ssr) documentKit._internal.mount()
  }, [documentKit])
  const kit = chosen ?? documentKit
  if (!kit) throw new KitProviderNotFoundError()
  return kit
}

function findDocumentKit(): Kit | undefined {
  const kits = requestDocumentKits()
  if (kits.length > 1) throw new KitNotChosenError({ count: kits.length })
  return kits[0]
}
