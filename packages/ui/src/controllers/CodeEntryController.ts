import { abortEmailOtp, type Kit } from '@kit/core'
import type { ReactiveController, ReactiveControllerHost } from '../internal/lit.js'

export type CodeEntryParameters = {
  /** The kit whose secure frame shows the entry. */
  kit: () => Kit | undefined
  /** An entry failed (not closed): the host shows why. */
  onError: (error: unknown) => void
}

/** A code entry closed by `abortEmailOtp` ('Request was aborted'), not one that failed. */
const isAbort = (error: unknown): boolean => error instanceof Error && /abort/i.test(error.message)

/**
 * The secure frame's code entry of an email flow, opened once per step (a login attempt, each
 * step of an email update) by the views that show its slot (EmailLogin, UpdateEmailWallet). A step
 * whose entry failed is not reopened by itself: it would fail the same way, and the error shown
 * would re-render the view, reopen it, and so on without end (at once, when the failure is
 * immediate: the page froze). A new step opens a new entry. The host leaving closes an open entry.
 */
export class CodeEntryController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement
  readonly #parameters: CodeEntryParameters
  #open: object | undefined
  #failed: object | undefined

  constructor(host: ReactiveControllerHost & HTMLElement, parameters: CodeEntryParameters) {
    this.#host = host
    this.#parameters = parameters
    host.addController(this)
  }

  /**
   * Opens the entry of `step` with `enter` (resolves once the frame accepted a code; `onEntered`
   * runs then), unless that step's entry is open or failed.
   */
  open(step: object, enter: (kit: Kit) => Promise<unknown>, onEntered?: (kit: Kit) => void): void {
    const kit = this.#parameters.kit()
    if (!kit || step === this.#open || step === this.#failed) return
    this.#open = step
    const close = () => {
      if (this.#open === step) this.#open = undefined
    }
    enter(kit).then(
      () => {
        close()
        onEntered?.(kit)
      },
      (error: unknown) => {
        close()
        if (isAbort(error)) return
        this.#failed = step
        if (this.#host.isConnected) this.#parameters.onError(error)
      },
    )
  }

  hostDisconnected(): void {
    const kit = this.#parameters.kit()
    if (kit && this.#open) abortEmailOtp(kit)
  }
}
