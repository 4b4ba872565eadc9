'use client'
import type { Kit } from '@kit/core'
import { useContext } from 'react'
import { getDefaultKit, KitContext } from '../context.js'
import { KitProviderNotFoundError } from '../errors/context.js'

export type UseKitParameters = {
  /** Use this kit instead of the provider's. */
  kit?: Kit | undefined
}
export type UseKitReturnType = Kit

/**
 * The kit hooks read: `parameters.kit`, else the nearest `AppKitProvider`'s, else the last one
 * `createAppKit()` created. Throws `KitProviderNotFoundError` when there is none.
 */
export function useKit(parameters: UseKitParameters = {}): UseKitReturnType {
  const context = useContext(KitContext)
  const kit = parameters.kit ?? context ?? getDefaultKit()
  if (!kit) throw new KitProviderNotFoundError()
  return kit
}
