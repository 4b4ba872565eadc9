'use client'
import { getSiwxConfig, type SIWXConfig } from '@kit/core'
import { useEffect, useState } from 'react'
import { type UseKitParameters, useKit } from './useKit.js'

/**
 * The kit's SIWX configuration (AppKit's `useAppKitSIWX`): the `siwx` option, or the kit-bound
 * `kitSiwx()` that `siwx: true` stands for (loaded with the sign-in code, so undefined on the
 * first render); undefined when sign-in is off.
 */
export function useAppKitSIWX<config extends SIWXConfig = SIWXConfig>(parameters: UseKitParameters = {}): config | undefined {
  const kit = useKit(parameters)
  const [config, setConfig] = useState<config | undefined>(() => (kit.options.siwx === true ? undefined : (kit.options.siwx as config | undefined)))
  useEffect(() => {
    let live = true
    void getSiwxConfig(kit).then((value) => live && setConfig(value as config | undefined))
    return () => {
      live = false
    }
  }, [kit])
  return config
}
