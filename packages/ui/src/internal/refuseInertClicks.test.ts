import { expect, test } from 'vitest'
import { refuseInertClicks } from './refuseInertClicks.js'

/** A plain element with the two flags (no component), as the four kit-* components have them. */
function inertHost() {
  const host = Object.assign(document.createElement('div'), { disabled: false, loading: false })
  const inner = host.appendChild(document.createElement('span'))
  document.body.append(host)
  refuseInertClicks(host)
  const heard: string[] = []
  host.addEventListener('click', () => heard.push('host'))
  document.body.addEventListener('click', () => heard.push('page'))
  return { host, inner, heard }
}

test('default: clicks pass while neither disabled nor loading', () => {
  const { host, inner, heard } = inertHost()
  host.click()
  inner.click()
  expect(heard).toEqual(['host', 'page', 'host', 'page'])
  host.remove()
})

test('behavior: disabled or loading, no listener hears a click on the host or inside it, and its default is prevented', () => {
  const { host, inner, heard } = inertHost()
  for (const flag of ['disabled', 'loading'] as const) {
    host[flag] = true
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })
    inner.dispatchEvent(event)
    host.click()
    expect(event.defaultPrevented).toBe(true)
    expect(heard).toEqual([])
    host[flag] = false
  }
  host.click()
  expect(heard).toEqual(['host', 'page'])
  host.remove()
})
