// @vitest-environment happy-dom
import type { Kit } from '@kit/core'
import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { createTestKit } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { AppKitAccountButton } from './AppKitAccountButton.js'
import { AppKitButton } from './AppKitButton.js'
import { AppKitConnectButton } from './AppKitConnectButton.js'
import { AppKitNetworkButton } from './AppKitNetworkButton.js'
import { AppKitProvider } from './AppKitProvider.js'

/** A test-only stand-in for @kit/ui's element: records the `kit` property it receives. */
class TestKitElement extends HTMLElement {
  kit: Kit | undefined
}
for (const tag of ['appkit-button', 'appkit-connect-button', 'appkit-account-button']) customElements.define(tag, class extends TestKitElement {})
// appkit-network-button stays unregistered: it gets the property too (Lit applies it on upgrade).

type WithKit = HTMLElement & { kit?: Kit }

test('default: each wrapper renders its element with the kit as a property', () => {
  const kit = createTestKit()
  const view = render(
    <>
      <AppKitButton />
      <AppKitConnectButton />
      <AppKitAccountButton />
      <AppKitNetworkButton />
    </>,
    { wrapper: withKit(kit) },
  )
  for (const tag of ['appkit-button', 'appkit-connect-button', 'appkit-account-button', 'appkit-network-button']) {
    const element = view.container.querySelector<WithKit>(tag)
    expect(element, tag).not.toBeNull()
    expect(element!.kit, tag).toBe(kit)
    expect(element!.hasAttribute('kit'), tag).toBe(false)
  }
  expect(view.container.querySelector('appkit-button')).toBeInstanceOf(TestKitElement)
})

test('parameters: label, size, balance, disabled become attributes', () => {
  const kit = createTestKit()
  const view = render(<AppKitButton label="Sign in" size="sm" balance="hide" disabled />, { wrapper: withKit(kit) })
  expect(view.container.innerHTML).toMatchInlineSnapshot(`"<appkit-button label="Sign in" size="sm" balance="hide" disabled=""></appkit-button>"`)
  view.rerender(<AppKitButton label="Sign in" disabled={false} />)
  expect(view.container.innerHTML).toMatchInlineSnapshot(`"<appkit-button label="Sign in"></appkit-button>"`)
})

test('behavior: a new kit in context replaces the property on the same element', () => {
  const kitA = createTestKit()
  const kitB = createTestKit()
  const view = render(
    <AppKitProvider kit={kitA}>
      <AppKitButton />
    </AppKitProvider>,
  )
  const element = view.container.querySelector<WithKit>('appkit-button')!
  expect(element.kit).toBe(kitA)
  view.rerender(
    <AppKitProvider kit={kitB}>
      <AppKitButton />
    </AppKitProvider>,
  )
  expect(view.container.querySelector('appkit-button')).toBe(element)
  expect(element.kit).toBe(kitB)
})

test('behavior: the server HTML has no kit attribute', () => {
  const html = renderToString(withKit(createTestKit({ ssr: true }))({ children: <AppKitNetworkButton disabled /> }))
  expect(html).toMatchInlineSnapshot(`"<appkit-network-button disabled=""></appkit-network-button>"`)
})
