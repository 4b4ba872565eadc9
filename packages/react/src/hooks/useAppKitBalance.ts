'use client'
import { fetchBalance, getAccount } from '@kit/core'
import { useMemo } from 'react'
import { type UseKitParameters, useKit } from './useKit.js'

export type UseAppKitBalanceResult = {
  data?: { balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
}

export type UseAppKitBalanceReturnType = {
  /** Reads the connected account's native balance now (AppKit's shape; never throws). */
  fetchBalance(): Promise<UseAppKitBalanceResult>
}

/** AppKit's `useAppKitBalance`: fetch the native balance of the active account on demand. */
export function useAppKitBalance(parameters: UseKitParameters = {}): UseAppKitBalanceReturnType {
  const kit = useKit(parameters)
  return useMemo(
    () => ({
      async fetchBalance() {
        if (!getAccount(kit).isConnected) return { error: 'No account connected', isSuccess: false, isError: true }
        await fetchBalance(kit)
        const { balance, balanceSymbol, balanceError } = getAccount(kit)
        if (balanceError !== undefined || balance === undefined) return { error: 'Token Balance Unavailable', isSuccess: false, isError: true }
        return { data: { balance, symbol: balanceSymbol ?? '' }, error: null, isSuccess: true, isError: false }
      },
    }),
    [kit],
  )
}
