'use client'
import { getAccount, getModalState, ModalClosedError, open, watchAccount, watchModalState } from '@kit/core'
import { useMemo, useState } from 'react'
import { type UseKitParameters, useKit } from './useKit.js'

export type UseAppKitUpdateEmailParameters = UseKitParameters & {
  onSuccess?: ((data: { email: string }) => void) | undefined
  onError?: ((error: Error) => void) | undefined
}

export type UseAppKitUpdateEmailReturnType = {
  data: { email: string } | undefined
  error: Error | undefined
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  /**
   * Opens the modal on UpdateEmailWallet; settles once the new email is confirmed (both codes)
   * or with ModalClosedError ('Modal closed') if the modal closes first.
   */
  updateEmail(): Promise<void>
}

/** AppKit's `useAppKitUpdateEmail`: change the email of the embedded (email) wallet. */
export function useAppKitUpdateEmail(parameters: UseAppKitUpdateEmailParameters = {}): UseAppKitUpdateEmailReturnType {
  const kit = useKit(parameters)
  const [state, setState] = useState<{ data?: { email: string }; error?: Error; status: 'idle' | 'pending' | 'success' | 'error' }>({
    status: 'idle',
  })
  const { onSuccess, onError } = parameters
  return useMemo(
    () => ({
      data: state.data,
      error: state.error,
      isPending: state.status === 'pending',
      isSuccess: state.status === 'success',
      isError: state.status === 'error',
      async updateEmail() {
        setState({ status: 'pending' })
        const before = getAccount(kit).user?.email
        try {
          const email = await new Promise<string>((resolve, reject) => {
            const cleanups: (() => void)[] = []
            const finish = () => cleanups.forEach((cleanup) => cleanup())
            cleanups.push(
              watchAccount(kit, {
                onChange(account) {
                  const next = account.user?.email
                  if (next && next !== before) {
                    finish()
                    resolve(next)
                  }
                },
              }),
              watchModalState(kit, {
                onChange(modal) {
                  if (modal.open) return
                  finish()
                  reject(new ModalClosedError())
                },
              }),
            )
            open(kit, { view: 'UpdateEmailWallet' })
            if (!getModalState(kit).open) {
              finish()
              reject(new ModalClosedError())
            }
          })
          setState({ data: { email }, status: 'success' })
          onSuccess?.({ email })
        } catch (error) {
          setState({ error: error as Error, status: 'error' })
          onError?.(error as Error)
        }
      },
    }),
    [kit, state, onSuccess, onError],
  )
}
