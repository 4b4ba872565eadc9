import type { Kit } from '@kit/core'
import type { ReactiveController, ReactiveControllerHost } from '../internal/lit.js'

/** A core `watchX(kit, { onChange })` function (extra parameters already bound). */
export type KitWatch<value> = (kit: Kit, parameters: { onChange(value: value, previous: value): void }) => () => void

/** An element that can tell which kit it works with (views: from context; public elements: found). */
export type KitHost = ReactiveControllerHost & HTMLElement & { readonly kit?: Kit | undefined }

export type KitStateControllerParameters<value> = {
  /** The core read, e.g. `getAccount`: referentially stable while nothing changed. */
  get(kit: Kit): value
  /** The matching core subscription, e.g. `watchAccount`. */
  watch: KitWatch<value>
  /**
   * Called after a change (not for the first value): for reactions such as showing a toast.
   * Never called during render.
   */
  onChange?: ((value: value, previous: value | undefined, kit: Kit) => void) | undefined
  /** Called once with the first value of each kit the host gets (after subscribing). */
  onSubscribe?: ((value: value, kit: Kit) => void) | undefined
  /** Re-render the host on change (default). Reaction-only controllers turn it off. */
  render?: boolean | undefined
  /** Which kit to follow; defaults to `host.kit`. */
  kit?: (() => Kit | undefined) | undefined
}

/**
 * Reads one slice of kit state through a core get/watch pair and re-renders its host when it
 * changes (docs/contributing.md, "Lit UI: how components receive state"). It subscribes in `hostConnected`, unsubscribes in `hostDisconnected`, and
 * follows the host to another kit (a kit that arrives later through context or a property).
 * Nothing happens in the constructor besides registering with the host (A6).
 */
export class KitStateController<value> implements ReactiveController {
  /** The current value; `undefined` while the host has no kit. */
  value: value | undefined

  readonly #host: KitHost
  readonly #parameters: KitStateControllerParameters<value>
  #kit: Kit | undefined
  #unwatch: (() => void) | undefined
  #connected = false

  constructor(host: KitHost, parameters: KitStateControllerParameters<value>) {
    this.#host = host
    this.#parameters = parameters
    host.addController(this)
  }

  /** The kit followed now (`undefined` while disconnected or without one). */
  get kit(): Kit | undefined {
    return this.#kit
  }

  #currentKit(): Kit | undefined {
    return this.#parameters.kit ? this.#parameters.kit() : this.#host.kit
  }

  #subscribe(kit: Kit | undefined) {
    this.#unwatch?.()
    this.#unwatch = undefined
    this.#kit = kit
    const last = this.value
    this.value = kit ? this.#parameters.get(kit) : undefined
    // Re-attached after a change, or switched kits: render what is current now.
    if (!Object.is(last, this.value) && this.#parameters.render !== false) this.#host.requestUpdate()
    if (!kit) return
    this.#unwatch = this.#parameters.watch(kit, {
      onChange: (next, previous) => {
        this.value = next
        if (this.#parameters.render !== false) this.#host.requestUpdate()
        this.#parameters.onChange?.(next, previous, kit)
      },
    })
    this.#parameters.onSubscribe?.(this.value as value, kit)
  }

  /** Re-checks which kit the host has; call after the kit changed outside an update. */
  sync(): void {
    if (!this.#connected) return
    const kit = this.#currentKit()
    if (kit !== this.#kit) this.#subscribe(kit)
    else if (kit) this.value = this.#parameters.get(kit)
  }

  hostConnected(): void {
    this.#connected = true
    this.#subscribe(this.#currentKit())
  }

  hostUpdate(): void {
    // The kit may arrive (or change) after connection: context or a property set later.
    this.sync()
  }

  hostDisconnected(): void {
    this.#connected = false
    this.#unwatch?.()
    this.#unwatch = undefined
    this.#kit = undefined
  }
}

/**
 * Combines several core watch functions into one that reports `get(kit)` whenever any of them
 * fires and the derived value changed (for values derived from two slices).
 */
export function combineWatch<value>(get: (kit: Kit) => value, ...watches: KitWatch<never>[]): KitWatch<value> {
  return (kit, { onChange }) => {
    let previous = get(kit)
    const check = () => {
      const next = get(kit)
      if (Object.is(next, previous)) return
      const last = previous
      previous = next
      onChange(next, last)
    }
    const stops = watches.map((watch) => (watch as KitWatch<unknown>)(kit, { onChange: check }))
    return () => {
      for (const stop of stops) stop()
    }
  }
}
