'use client'
import { type GetCapabilitiesReturnType, getCapabilities, type Namespace } from '@kit/core'
import { useAppKitAccount } from './useAppKitAccount.js'
import { type AsyncQueryOptions, type AsyncQueryResult, useAsyncQuery } from './useAsyncQuery.js'
import { type UseKitParameters, useKit } from './useKit.js'

export type UseAppKitCapabilitiesParameters = UseKitParameters & {
  namespace?: Namespace | undefined
  query?: AsyncQueryOptions<GetCapabilitiesReturnType> | undefined
}
export type UseAppKitCapabilitiesReturnType = AsyncQueryResult<GetCapabilitiesReturnType>

/**
 * The connected wallet's EIP-5792 capabilities per chain id (core's `getCapabilities`), as wagmi's
 * `useCapabilities` returns them: `data` e.g. `{ 31337: { atomic: { status: 'supported' } } }`.
 * Runs again when the account changes; idle while disconnected.
 */
export function useAppKitCapabilities(parameters: UseAppKitCapabilitiesParameters = {}): UseAppKitCapabilitiesReturnType {
  const kit = useKit(parameters)
  const { caipAddress, isConnected } = useAppKitAccount({ kit, ...(parameters.namespace ? { namespace: parameters.namespace } : {}) })
  return useAsyncQuery(`${caipAddress ?? ''}`, () => getCapabilities(kit, { namespace: parameters.namespace }), {
    ...parameters.query,
    enabled: isConnected && (parameters.query?.enabled ?? true),
  })
}
