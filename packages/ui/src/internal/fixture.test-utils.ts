// Test helpers for the browser tests (not part of the build: `*.test-utils.ts` is excluded).
import axe from 'axe-core'
import { afterEach, expect } from 'vitest'
import { render, type TemplateResult } from './lit.js'

const containers = new Set<HTMLElement>()

afterEach(() => {
  for (const container of containers) {
    render(null, container)
    container.remove()
  }
  containers.clear()
})

type Updatable = { updateComplete?: Promise<unknown> }

/** Renders `template` into a fresh container on the page and waits for the element's update. */
export async function fixture<element extends Element>(template: TemplateResult): Promise<element> {
  const container = document.createElement('div')
  document.body.append(container)
  containers.add(container)
  render(template, container)
  const element = container.firstElementChild as element
  await (element as Updatable).updateComplete
  return element
}

/** Waits for the element's pending update. */
export async function elementUpdated(element: Element): Promise<void> {
  await (element as Updatable).updateComplete
}

/** Resolves after the next macrotask (lets nested Lit elements render). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve))
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Collects the events of `name` dispatched on `target`. */
export function listen<name extends keyof GlobalEventHandlersEventMap>(target: EventTarget, name: name): GlobalEventHandlersEventMap[name][] {
  const events: GlobalEventHandlersEventMap[name][] = []
  target.addEventListener(name, (event) => events.push(event as GlobalEventHandlersEventMap[name]))
  return events
}

/** The element with `data-testid="<id>"` anywhere under `root`, through open shadow roots. */
export function byTestId(root: Element | Document | ShadowRoot, id: string): HTMLElement | null {
  if (root instanceof Element && root.shadowRoot) {
    const inShadow = byTestId(root.shadowRoot, id)
    if (inShadow) return inShadow
  }
  const direct = root.querySelector<HTMLElement>(`[data-testid="${id}"]`)
  if (direct) return direct
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (element.shadowRoot) {
      const found = byTestId(element.shadowRoot, id)
      if (found) return found
    }
  }
  return null
}

/** Asserts axe-core finds no serious or critical violation inside `element`. */
export async function expectAccessible(element: Element): Promise<void> {
  const results = await axe.run(element, { resultTypes: ['violations'] })
  const violations = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`).join('; ')}`,
    )
  expect(violations).toEqual([])
}
