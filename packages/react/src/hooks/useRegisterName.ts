'use client'
import { type ProfileName, type RegisterNameParameters, registerName } from '@kit/core'
import { useCallback, useMemo } from 'react'
import { type AsyncMutationCallbacks, type AsyncMutationResult, useAsyncMutation } from './useAsyncMutation.js'
import { type UseKitParameters, useKit } from './useKit.js'

export type RegisterNameCallbacks = AsyncMutationCallbacks<ProfileName, RegisterNameParameters>

export type UseRegisterNameParameters = UseKitParameters & { mutation?: RegisterNameCallbacks | undefined }

export type UseRegisterNameReturnType = Omit<AsyncMutationResult<ProfileName, RegisterNameParameters>, 'mutate' | 'mutateAsync'> & {
  /** Registers `{ name }` for the connected EVM account; the outcome lands in `data` / `error` (never throws). */
  registerName(variables: RegisterNameParameters, callbacks?: RegisterNameCallbacks): void
  /** Registers and resolves with the registered name (rejects with core's NameError, docs/rules/errors.md texts). */
  registerNameAsync(variables: RegisterNameParameters, callbacks?: RegisterNameCallbacks): Promise<ProfileName>
}

/**
 * Registers a name (core's `registerName`: the wallet signs the name message, the Kit API stores
 * it, the account's identity is refreshed), as a wagmi-style mutation.
 */
export function useRegisterName(parameters: UseRegisterNameParameters = {}): UseRegisterNameReturnType {
  const kit = useKit(parameters)
  const run = useCallback((variables: RegisterNameParameters) => registerName(kit, variables), [kit])
  const mutation = useAsyncMutation(run, parameters.mutation)
  return useMemo(() => {
    const { mutate, mutateAsync, ...result } = mutation
    return { ...result, registerName: mutate, registerNameAsync: mutateAsync }
  }, [mutation])
}
