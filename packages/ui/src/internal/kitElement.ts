import { LitElement } from './lit.js'

/** The `detail` type of a `CustomEvent` (or `never` for plain events). */
export type EventDetail<event> = event extends CustomEvent<infer detail> ? detail : never

/** Options of {@link KitElement.emit}: `detail` is required when the event declares one. */
export type EmitOptions<event> = Omit<CustomEventInit, 'detail'> &
  ([EventDetail<event>] extends [never]
    ? { detail?: undefined }
    : undefined extends EventDetail<event>
      ? { detail?: EventDetail<event> }
      : { detail: EventDetail<event> })

/** Event names declared in `GlobalEventHandlersEventMap` whose events are `CustomEvent`s. */
export type KitEventName = {
  [name in keyof GlobalEventHandlersEventMap]: GlobalEventHandlersEventMap[name] extends CustomEvent ? name : never
}[keyof GlobalEventHandlersEventMap]

type ElementConstructor = CustomElementConstructor & {
  prototype: HTMLElement
  /** Elements rendered in this element's shadow root, registered along with it. */
  dependencies?: Readonly<Record<string, ElementConstructor>>
}

const warned = new Set<string>()

/**
 * Registers `tag` unless it is already registered. Safe to call any number of times, in Node
 * (Lit's node build installs a `customElements` shim) and when two copies of the kit are loaded
 * on one page (the first registration wins; a clash is reported once with a warning).
 */
export function defineElement(tag: string, constructor: ElementConstructor): void {
  if (typeof customElements === 'undefined') return
  for (const [dependencyTag, dependency] of Object.entries(constructor.dependencies ?? {})) defineElement(dependencyTag, dependency)
  const existing = customElements.get(tag)
  if (!existing) {
    customElements.define(tag, constructor)
    return
  }
  if (existing !== constructor && !warned.has(tag)) {
    warned.add(tag)
    console.warn(`[kit] <${tag}> is already registered by another class (two copies of @kit/ui on the page?). The first one is kept.`)
  }
}

/**
 * Base class of every `kit-*` element.
 *
 * - `emit()` dispatches a typed `CustomEvent` that bubbles and crosses shadow roots.
 * - `define()` registers the element (and its `dependencies`) once, however often it is called.
 */
export class KitElement extends LitElement {
  /**
   * Elements this one renders in its shadow root (tag → class). They are registered together with
   * it, so `*.component.ts` modules stay free of side effects (Shoelace's `dependencies`).
   */
  static dependencies: Readonly<Record<string, ElementConstructor>> = {}

  /** Registers this class under `tag` (no-op when the tag is already registered). */
  static define(tag: string): void {
    defineElement(tag, this)
  }

  /**
   * Dispatches a `kit-*` event declared in `GlobalEventHandlersEventMap`. Events bubble and are
   * composed by default; returns the event so callers can check `defaultPrevented`.
   */
  emit<name extends KitEventName>(
    name: name,
    ...[options]: EmitOptions<GlobalEventHandlersEventMap[name]> extends { detail: unknown }
      ? [options: EmitOptions<GlobalEventHandlersEventMap[name]>]
      : [options?: EmitOptions<GlobalEventHandlersEventMap[name]>]
  ): GlobalEventHandlersEventMap[name] {
    const event = new CustomEvent(name, {
      bubbles: true,
      composed: true,
      cancelable: false,
      ...options,
    }) as unknown as GlobalEventHandlersEventMap[name]
    this.dispatchEvent(event)
    return event
  }
}
