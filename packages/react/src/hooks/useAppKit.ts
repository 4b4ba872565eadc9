'use client'
import { close, type Namespace, open, type View } from '@kit/core'
import { useMemo } from 'react'
import { useKit } from './useKit.js'

export type UseAppKitOpenOptions = {
  /** The view to open at; by default Connect, or Account when connected. */
  view?: View | undefined
  /** Open for this namespace (it becomes the active one). */
  namespace?: Namespace | undefined
}

export type UseAppKitReturnType = {
  open(options?: UseAppKitOpenOptions): Promise<void>
  close(): void
}

/**
 * Opens and closes the modal of the kit in context.
 *
 * @example
 * const { open } = useAppKit()
 * <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export function useAppKit(): UseAppKitReturnType {
  const kit = useKit()
  return useMemo(
    () => ({
      async open(options = {}) {
        open(kit, { view: options.view, namespace: options.namespace })
      },
      close() {
        close(kit)
      },
    }),
    [kit],
  )
}
