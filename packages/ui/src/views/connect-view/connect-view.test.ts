import { ContextProvider } from '@lit/context'
import type { Connector, Kit } from '@kit/core'
import { html } from 'lit'
import { describe, expect, test } from 'vitest'
import { kitContext } from '../../context.js'
import { byTestId, elementUpdated, expectAccessible, fixture } from '../../internal/fixture.test-utils.js'
import { createTestKit, text, waitForTestId } from '../kit.test-utils.js'
import type { KitConnectView } from './connect-view.component.js'
import { walletTestId } from './connect-view.component.js'
import './connect-view.js'

/** The view inside a plain element that provides `kit` (what `<appkit-modal>` does). */
async function mountView(kit: Kit): Promise<KitConnectView> {
  const container = await fixture<HTMLDivElement>(html`<div></div>`)
  new ContextProvider(container, { context: kitContext, initialValue: kit })
  const view = document.createElement('kit-connect-view')
  container.append(view)
  await elementUpdated(view)
  return view
}

describe('kit-connect-view', () => {
  test('default: one row per wallet', async () => {
    const view = await mountView(createTestKit())
    const item = await waitForTestId(view, 'wallet-item-mock')
    expect(text(item)).toContain('Mock Wallet')
    await expectAccessible(view)
  })

  test('behavior: empty state when no wallet is detected', async () => {
    const kit = createTestKit({ adapters: [] })
    const view = await mountView(kit)
    expect(text(await waitForTestId(view, 'connect-empty'))).toBe("Haven't got a wallet?")
    expect(byTestId(view, 'wallet-list')).toBeNull()
  })

  test('walletTestId', () => {
    const connector = (parts: Partial<Connector>) => ({ id: 'x', ...parts }) as Connector
    expect(walletTestId(connector({ id: 'io.metamask', rdns: 'io.metamask' }))).toBe('wallet-item-io.metamask')
    expect(walletTestId(connector({ id: 'injected' }))).toBe('wallet-item-injected')
    expect(walletTestId(connector({ id: 'walletConnect', type: 'walletConnect' }))).toBe('wallet-item-walletconnect')
    expect(walletTestId(connector({ id: 'custom' }))).toBe('wallet-item-custom')
  })
})
