'use client'
import { createNeutralKit, type Kit } from '@kit/core'
import { useContext, useEffect, useMemo, useState } from 'react'
import { KitContext } from '../context.js'
import { requestDocumentKits } from '../documentKits.js'
import { KitNotChosenError, KitProviderNotFoundError } from '../errors/context.js'

export type UseKitParameters = {
  /** Use this kit instead of the provider's. */
  kit?: Kit | undefined
}
export type UseKitReturnType = Kit

/** The kit a hook reads, and the kit whose state React renders on the server and at hydration. */
export type KitSource = {
  kit: Kit
  /**
   * `kit` itself when a provider or `{ kit }` gave it (the server rendered that same kit); a
   * neutral kit in its starting state when it came from the page or, on a server, from nowhere.
   * Made on first call, once per component.
   */
  getServerKit(): Kit
}

/**
 * The kit hooks read: `parameters.kit`, else the nearest `AppKitProvider`'s, else the one kit
 * `createAppKit` made in this page (found through the document, as the `appkit-*` elements find
 * it; never a module variable, so nothing leaks between server requests). Throws
 * `KitProviderNotFoundError` in a browser with no kit at all and `KitNotChosenError` when the page
 * has several and nothing says which. On a server with no provider and no `{ kit }` it is a
 * neutral kit: the hooks render the starting state, as AppKit's do. See docs/react/AppKitProvider.md.
 */
export function useKit(parameters: UseKitParameters = {}): UseKitReturnType {
  return useKitSource(parameters).kit
}

/** `useKit` with the kit the store hooks give React as `getServerSnapshot`. */
export function useKitSource(parameters: UseKitParameters = {}): KitSource {
  const context = useContext(KitContext)
  const chosen = parameters.kit ?? context
  const documentKit = useMemo(() => (chosen ? undefined : findDocumentKit()), [chosen])
  // One per component, made on first use: a request's render never reads another request's kit.
  const [getNeutralKit] = useState(() => once(createNeutralKit))
  // With no provider to start it, a kit created with `ssr: true` starts once the page hydrated.
  useEffect(() => {
    if (documentKit?.options.ssr) documentKit._internal.mount()
  }, [documentKit])
  return useMemo(() => {
    if (chosen) return { kit: chosen, getServerKit: () => chosen }
    if (documentKit) return { kit: documentKit, getServerKit: getNeutralKit }
    if (onClient()) throw new KitProviderNotFoundError()
    return { kit: getNeutralKit(), getServerKit: getNeutralKit }
  }, [chosen, documentKit, getNeutralKit])
}

function once<value>(make: () => value): () => value {
  let made: { value: value } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}

function onClient(): boolean {
  return typeof document !== 'undefined'
}

function findDocumentKit(): Kit | undefined {
  const kits = requestDocumentKits()
  if (kits.length > 1) throw new KitNotChosenError({ count: kits.length })
  return kits[0]
}
