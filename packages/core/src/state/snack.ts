export type ToastVariant = 'loading' | 'success' | 'error' | 'info'

export type Toast = {
  id: string
  variant: ToastVariant
  message: string
  description?: string | undefined
  /** ms; loading toasts stay until replaced. */
  duration: number
}

export type SnackState = { toasts: Toast[] }

export function createSnackState(): SnackState {
  return { toasts: [] }
}

/** docs/rules/limits.md. */
export const toastLimits = { replaceDelay: 150, defaultDuration: 4000, visible: 3 } as const
