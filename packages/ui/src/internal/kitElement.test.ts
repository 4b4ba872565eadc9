import { afterEach, describe, expect, test, vi } from 'vitest'
import { fixture } from './fixture.test-utils.js'
import { defineElement, KitElement } from './kitElement.js'
import { html } from './lit.js'

type TestPingEvent = CustomEvent<{ n: number }>
declare global {
  interface GlobalEventHandlersEventMap {
    'kit-test-ping': TestPingEvent
  }
}

class KitTestElement extends KitElement {
  override render() {
    return html`<span>hi</span>`
  }
}
class KitOtherElement extends KitElement {}
class KitParentElement extends KitElement {
  static override dependencies = { 'kit-test-child': class extends KitElement {} }
}

afterEach(() => vi.restoreAllMocks())

describe('defineElement', () => {
  test('default', () => {
    defineElement('kit-test-element', KitTestElement)
    expect(customElements.get('kit-test-element')).toBe(KitTestElement)
  })

  test('behavior: registering twice is a no-op; a different class warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    defineElement('kit-test-element', KitTestElement)
    KitTestElement.define('kit-test-element')
    expect(warn).not.toHaveBeenCalled()
    defineElement('kit-test-element', KitOtherElement)
    defineElement('kit-test-element', KitOtherElement)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(customElements.get('kit-test-element')).toBe(KitTestElement)
  })

  test('behavior: dependencies are registered with the element', () => {
    KitParentElement.define('kit-parent-element')
    expect(customElements.get('kit-test-child')).toBeDefined()
  })
})

describe('KitElement.emit', () => {
  test('default: bubbles, composed, typed detail', async () => {
    defineElement('kit-test-element', KitTestElement)
    const container = await fixture<HTMLDivElement>(html`<div><kit-test-element></kit-test-element></div>`)
    const el = container.querySelector('kit-test-element') as KitTestElement
    const received: TestPingEvent[] = []
    container.addEventListener('kit-test-ping', (event) => received.push(event))
    const event = el.emit('kit-test-ping', { detail: { n: 1 } })
    expect(received).toEqual([event])
    expect(event.bubbles && event.composed).toBe(true)
    expect(event.detail.n).toBe(1)
    // @ts-expect-error the detail is required and typed
    el.emit('kit-test-ping')
  })
})
