import { connect, disconnect, getModalState, getRouter, type Kit, setThemeMode } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { defineElements } from '../../defineElements.js'
import { byTestId, elementUpdated, expectAccessible, fixture } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import { createTestKit, deferred, text, waitFor, waitForTestId } from '../../views/kit.test-utils.js'
import type { AppKitButton } from './appkit-button.component.js'

await defineElements()

/** A button and, optionally, modals in one container (the button first, as on real pages). */
async function page(template: ReturnType<typeof html>) {
  return fixture<HTMLDivElement>(html`<div>${template}</div>`)
}

const chipText = (root: Element, id: string) => text(byTestId(root, id))

describe('appkit-button', () => {
  test('default: connect-button, then account-button after connect', async () => {
    const kit = createTestKit()
    const button = await fixture<AppKitButton>(html`<appkit-button .kit=${kit}></appkit-button>`)
    const connectButton = await waitForTestId(button, 'connect-button')
    expect(text(connectButton)).toBe('Connect Wallet')
    await expectAccessible(button)
    await connect(kit, { connectorId: 'mock' })
    const account = await waitForTestId(button, 'account-button')
    expect(byTestId(button, 'connect-button')).toBeNull()
    await waitFor(() => text(account).includes('1.234 ETH'), { message: 'the balance' })
    expect(text(account)).toContain('0xf39F…2266')
    await expectAccessible(button)
    await disconnect(kit)
    await waitForTestId(button, 'connect-button')
  })

  test('parameters: label, balance="hide", size, disabled', async () => {
    const kit = createTestKit()
    const button = await fixture<AppKitButton>(html`<appkit-button .kit=${kit} label="Sign in" balance="hide" size="sm" disabled></appkit-button>`)
    const connectButton = await waitForTestId(button, 'connect-button')
    expect(text(connectButton)).toBe('Sign in')
    expect((connectButton as HTMLButtonElement).disabled).toBe(true)
    expect(connectButton.getBoundingClientRect().height).toBe(32)
    button.disabled = false
    await connect(kit, { connectorId: 'mock' })
    const account = await waitForTestId(button, 'account-button')
    await elementUpdated(button)
    expect(text(account)).not.toContain('ETH')
  })

  test('behavior: shows Connecting… while connecting', async () => {
    const gate = deferred()
    const kit = createTestKit({ adapter: { connectGate: gate.promise } })
    const button = await fixture<AppKitButton>(html`<appkit-button .kit=${kit}></appkit-button>`)
    const connecting = connect(kit, { connectorId: 'mock' })
    await waitFor(() => chipText(button, 'connect-button') === 'Connecting…', { message: 'Connecting…' })
    gate.resolve()
    await connecting
    await waitForTestId(button, 'account-button')
  })

  test('behavior: clicks open the modal (Connect, then Account)', async () => {
    const kit = createTestKit()
    const button = await fixture<AppKitButton>(html`<appkit-button .kit=${kit}></appkit-button>`)
    ;(await waitForTestId(button, 'connect-button')).click()
    expect(getModalState(kit).open).toBe(true)
    expect(getRouter(kit).view).toBe('Connect')
    await connect(kit, { connectorId: 'mock' })
    ;(await waitForTestId(button, 'account-button')).click()
    expect(getRouter(kit).view).toBe('Account')
  })

  test('behavior: finds the kit of the first <appkit-modal>, or the one named by `modal`', async () => {
    const kitA = createTestKit({ storageKey: 'a' })
    const kitB = createTestKit({ storageKey: 'b' })
    const root = await page(html`
      <appkit-button data-name="first"></appkit-button>
      <appkit-button data-name="named" modal="modal-b"></appkit-button>
      <appkit-modal id="modal-a" .kit=${kitA}></appkit-modal>
      <appkit-modal id="modal-b" .kit=${kitB}></appkit-modal>
    `)
    const [first, named] = Array.from(root.querySelectorAll('appkit-button'))
    await waitFor(() => first!.resolvedKit === kitA && named!.resolvedKit === kitB, { message: 'the kits' })
    await connect(kitB, { connectorId: 'mock' })
    await waitForTestId(named!, 'account-button')
    expect(byTestId(first!, 'connect-button')).not.toBeNull()
    ;(await waitForTestId(first!, 'connect-button')).click()
    expect(getModalState(kitA).open).toBe(true)
    expect(getModalState(kitB).open).toBe(false)
  })

  test('behavior: picks up a modal that gets its kit later (appkit-modal-ready)', async () => {
    const root = await page(html`<appkit-button></appkit-button><appkit-modal></appkit-modal>`)
    const button = root.querySelector('appkit-button')!
    expect(button.resolvedKit).toBeUndefined()
    expect((byTestId(button, 'connect-button') as HTMLButtonElement).disabled).toBe(true)
    const kit: Kit = createTestKit()
    root.querySelector('appkit-modal')!.kit = kit
    await waitFor(() => button.resolvedKit === kit, { message: 'the kit' })
    await waitFor(() => !(byTestId(button, 'connect-button') as HTMLButtonElement).disabled)
  })

  test('behavior: without a modal in the page, asks for a kit (appkit-kit-request: a modal not appended yet)', async () => {
    const kit = createTestKit()
    const answer = (event: CustomEvent<{ kit?: Kit }>) => {
      event.detail.kit ??= kit
    }
    document.addEventListener('appkit-kit-request', answer)
    try {
      const root = await page(html`<appkit-button></appkit-button><appkit-button modal="elsewhere"></appkit-button>`)
      const [bare, named] = Array.from(root.querySelectorAll('appkit-button'))
      // On its first render: enabled at once, and a click opens that kit's modal.
      ;(await waitForTestId(bare!, 'connect-button')).click()
      expect(bare!.resolvedKit).toBe(kit)
      expect(getModalState(kit).open).toBe(true)
      // One naming another modal does not take it.
      expect(named!.resolvedKit).toBeUndefined()
    } finally {
      document.removeEventListener('appkit-kit-request', answer)
    }
  })

  test('behavior: the elements of one kit adopt one theme sheet, which a theme change rewrites for all', async () => {
    const kit = createTestKit({ storageKey: 'a' })
    const other = createTestKit({ storageKey: 'b' })
    const root = await page(html`
      <appkit-button .kit=${kit}></appkit-button>
      <appkit-network-button .kit=${kit}></appkit-network-button>
      <appkit-button .kit=${other}></appkit-button>
    `)
    const [first, second, third] = Array.from(root.children) as HTMLElement[]
    await waitForTestId(third!, 'connect-button')
    const themeSheet = (element: HTMLElement) =>
      element.shadowRoot!.adoptedStyleSheets.find((sheet) =>
        Array.from(sheet.cssRules).some((rule) => rule instanceof CSSStyleRule && rule.style.getPropertyValue('--kit-color-bg') !== ''),
      )
    const sheet = themeSheet(first!)
    expect(sheet).toBeDefined()
    expect(themeSheet(second!)).toBe(sheet)
    expect(themeSheet(third!)).not.toBe(sheet)
    // a single element: the connect button's <button> is in appkit-button's own shadow root
    expect(byTestId(first!, 'connect-button')!.getRootNode()).toBe(first!.shadowRoot)
    const background = (element: HTMLElement) => getComputedStyle(element).getPropertyValue('--kit-color-bg').trim()
    setThemeMode(kit, 'dark')
    await waitFor(() => background(first!) === '#17181A' && background(second!) === '#17181A', { message: 'the dark palette' })
    expect(background(third!)).toBe('#FFFFFF')
  })

  test('behavior: while connecting, the busy button opens nothing and its click stays inside', async () => {
    const gate = deferred()
    const kit = createTestKit({ adapter: { connectGate: gate.promise } })
    const button = await fixture<AppKitButton>(html`<appkit-button .kit=${kit}></appkit-button>`)
    const clicks: Event[] = []
    button.addEventListener('click', (event) => clicks.push(event))
    const connecting = connect(kit, { connectorId: 'mock' })
    await waitFor(() => chipText(button, 'connect-button') === 'Connecting…', { message: 'Connecting…' })
    const chip = byTestId(button, 'connect-button')!
    expect(chip.getAttribute('aria-busy')).toBe('true')
    chip.click()
    expect(getModalState(kit).open).toBe(false)
    expect(clicks).toHaveLength(0)
    gate.resolve()
    await connecting
    await waitForTestId(button, 'account-button')
  })
})
