import type { Kit } from '../kit.js'
import { type Toast, type ToastVariant, toastLimits } from '../state/snack.js'

export type ShowToastParameters = {
  message: string
  variant?: ToastVariant | undefined
  description?: string | undefined
  /** ms; defaults to 4000, loading toasts stay until replaced. */
  duration?: number | undefined
  /** A toast with the same id is replaced (after 150 ms) instead of stacked. */
  id?: string | undefined
}

function schedule(kit: Kit, key: string, ms: number, run: () => void) {
  kit._internal.cleanups.get(key)?.()
  const timer = setTimeout(() => {
    kit._internal.cleanups.delete(key)
    run()
  }, ms)
  kit._internal.cleanups.set(key, () => clearTimeout(timer))
}

export function dismissToast(kit: Kit, { id }: { id: string }) {
  const snack = kit._internal.state.snack
  snack.toasts = snack.toasts.filter((toast) => toast.id !== id)
  kit._internal.cleanups.get(`toast:${id}`)?.()
  kit._internal.cleanups.delete(`toast:${id}`)
}

/** Shows a toast (docs/rules/limits.md: default 4000 ms, at most 3 visible, a replacement waits 150 ms). */
export function showToast(kit: Kit, parameters: ShowToastParameters): string {
  const variant = parameters.variant ?? 'info'
  const toast: Toast = {
    id: parameters.id ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    variant,
    message: parameters.message,
    description: parameters.description,
    duration: parameters.duration ?? (variant === 'loading' ? Number.POSITIVE_INFINITY : toastLimits.defaultDuration),
  }
  const snack = kit._internal.state.snack
  const add = () => {
    snack.toasts = [toast, ...snack.toasts.filter((existing) => existing.id !== toast.id)].slice(0, toastLimits.visible)
    if (Number.isFinite(toast.duration)) schedule(kit, `toast:${toast.id}`, toast.duration, () => dismissToast(kit, toast))
  }
  const replacing = snack.toasts.some((existing) => existing.id === toast.id || existing.message === toast.message)
  if (replacing) {
    snack.toasts = snack.toasts.filter((existing) => existing.id !== toast.id && existing.message !== toast.message)
    schedule(kit, `toast-replace:${toast.id}`, toastLimits.replaceDelay, add)
  } else add()
  return toast.id
}
