import { focusAuthFrame, type Kit, setAuthFrameRect } from '@kit/core'
import type { ReactiveController, ReactiveControllerHost } from '../internal/lit.js'

export type FrameSlotParameters = {
  /** The kit whose secure frame is placed. */
  kit: () => Kit | undefined
  /** The element the frame covers (the view's slot). */
  slot: () => HTMLElement | null | undefined
  /** Whether the frame is revealed now (a code entry or an approval waits on it). */
  active: () => boolean
  /** Moves focus into the frame the first time it is placed (the approval screen). */
  focus?: boolean | undefined
}

/** How long the slot is followed frame by frame once it appears (the modal's open and height animations). */
const FOLLOW_MS = 400

/**
 * The revealed secure frame's placement, shared by the views it draws over (EmailLogin and
 * UpdateEmailWallet: the code entry; ApproveTransaction: the approval screen). While `active()`
 * the fixed-position frame is kept exactly on `slot()`: after each render, on window resizes and
 * scrolling, on the slot's own resizes, and frame by frame while the modal animates.
 */
export class FrameSlotController implements ReactiveController {
  readonly #parameters: FrameSlotParameters
  #observed: HTMLElement | undefined
  #observer: ResizeObserver | undefined
  #frame = 0
  #until = 0
  #focused = false

  constructor(host: ReactiveControllerHost, parameters: FrameSlotParameters) {
    this.#parameters = parameters
    host.addController(this)
  }

  hostConnected(): void {
    window.addEventListener('resize', this.schedule)
    window.addEventListener('scroll', this.schedule, true)
  }

  hostDisconnected(): void {
    window.removeEventListener('resize', this.schedule)
    window.removeEventListener('scroll', this.schedule, true)
    this.#observer?.disconnect()
    this.#observer = undefined
    this.#observed = undefined
    this.#focused = false
    cancelAnimationFrame(this.#frame)
  }

  hostUpdated(): void {
    const slot = this.#parameters.slot() ?? undefined
    if (slot !== this.#observed) {
      this.#observer?.disconnect()
      this.#observed = slot
      if (slot && typeof ResizeObserver === 'function') {
        this.#observer = new ResizeObserver(this.schedule)
        this.#observer.observe(slot)
      }
      if (slot) this.#until = performance.now() + FOLLOW_MS
    }
    this.schedule()
  }

  /** Places the frame on the next animation frame (and keeps following while the modal animates). */
  readonly schedule = (): void => {
    cancelAnimationFrame(this.#frame)
    this.#frame = requestAnimationFrame(() => {
      this.#place()
      if (performance.now() < this.#until) this.schedule()
    })
  }

  #place(): void {
    const kit = this.#parameters.kit()
    const box = this.#parameters.slot()?.getBoundingClientRect()
    if (!kit || !box || box.width === 0 || !this.#parameters.active()) return
    setAuthFrameRect(kit, { rect: { top: box.top, left: box.left, width: box.width, height: box.height } })
    if (this.#parameters.focus && !this.#focused) {
      this.#focused = true
      focusAuthFrame(kit)
    }
  }
}
