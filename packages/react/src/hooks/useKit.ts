'use client'
import type { Kit } from '@kit/core'
import { useContext } from 'react'
import { KitContext } from '../context.js'
import { KitProviderNotFoundError } from '../errors/context.js'

export type UseKitParameters = {
  /** Use this kit instead of the provider's. */
  kit?: Kit | undefined
}
export type UseKitReturnType = Kit

/**
 * The kit hooks read: `parameters.kit`, else the nearest `AppKitProvider`'s. Throws
 * `KitProviderNotFoundError` when there is neither (no global "last created" kit).
 */
export function useKit(parameters: UseKitParameters = {}): UseKitReturnType {
  const context = useContext(KitContext)
  const kit = parameters.kit ?? context
  if (!kit) throw new KitProviderNotFoundError()
  return kit
}
