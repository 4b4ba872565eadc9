import { describe, expect, test } from 'vitest'
import { fixture } from './fixture.test-utils.js'
import { containsDeep, getDeepActiveElement, getFocusableElements } from './focus.js'
import { html, LitElement } from './lit.js'

class FocusHost extends LitElement {
  override render() {
    return html`<button id="inner-a">A</button><slot></slot><button id="inner-b">B</button>`
  }
}
customElements.define('focus-host', FocusHost)

const ids = (elements: Element[]) => elements.map((element) => element.id)

describe('getFocusableElements', () => {
  test('default: composed-tree order through shadow roots and slots', async () => {
    const root = await fixture<HTMLDivElement>(html`<div>
      <a id="link" href="#x">link</a>
      <a id="no-href">no href</a>
      <focus-host><input id="slotted" aria-label="x" /></focus-host>
      <button id="disabled" disabled>d</button>
      <fieldset disabled><button id="in-disabled-fieldset">f</button></fieldset>
      <div hidden><button id="hidden">h</button></div>
      <div style="display: none"><button id="display-none">n</button></div>
      <div inert><button id="inert">i</button></div>
      <div tabindex="-1" id="minus-one"></div>
      <div tabindex="0" id="zero"></div>
      <textarea id="textarea" aria-label="t"></textarea>
    </div>`)
    await (root.querySelector('focus-host') as FocusHost).updateComplete
    expect(ids(getFocusableElements(root))).toEqual(['link', 'inner-a', 'slotted', 'inner-b', 'zero', 'textarea'])
  })
})

test('getDeepActiveElement and containsDeep', async () => {
  const root = await fixture<HTMLDivElement>(html`<div><focus-host><input id="slotted" aria-label="x" /></focus-host></div>`)
  const host = root.querySelector('focus-host') as FocusHost
  await host.updateComplete
  const inner = host.shadowRoot!.getElementById('inner-b')!
  inner.focus()
  expect(document.activeElement).toBe(host)
  expect(getDeepActiveElement()).toBe(inner)
  expect(containsDeep(root, inner)).toBe(true)
  expect(containsDeep(host, root.querySelector('#slotted'))).toBe(true)
  expect(containsDeep(inner, host)).toBe(false)
})
