'use client'
import { cancelSignIn, type GetSiwxReturnType, getSiwx, signIn, watchSiwx } from '@kit/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { type UseKitParameters, useKitSource } from './useKit.js'

export type UseSiwxSessionReturnType = GetSiwxReturnType & {
  /** Signs in with the connected wallet (SIWXSignMessage's Sign). */
  signIn(): ReturnType<typeof signIn>
  /** SIWXSignMessage's Cancel. */
  cancel(): Promise<void>
}

/** The sign-in status and the active account's session (`getSiwx` / `watchSiwx`). */
export function useSiwxSession(parameters: UseKitParameters = {}): UseSiwxSessionReturnType {
  const { kit, getServerKit } = useKitSource(parameters)
  const subscribe = useCallback((onChange: () => void) => watchSiwx(kit, { onChange: () => onChange() }), [kit])
  const get = useCallback(() => getSiwx(kit), [kit])
  const getServer = useCallback(() => getSiwx(getServerKit()), [getServerKit])
  const siwx = useSyncExternalStore(subscribe, get, getServer)
  return useMemo(() => ({ ...siwx, signIn: () => signIn(kit), cancel: () => cancelSignIn(kit) }), [kit, siwx])
}
