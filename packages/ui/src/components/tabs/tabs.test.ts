import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { byTestId, elementUpdated, expectAccessible, fixture, listen } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import type { KitTabs, TabItem } from './tabs.component.js'
import './tabs.js'

const tabs: TabItem[] = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'activity', label: 'Activity' },
]

const selected = (el: KitTabs) => el.shadowRoot!.querySelector('[aria-selected="true"]')?.getAttribute('data-testid')

describe('kit-tabs', () => {
  test('default', async () => {
    const el = await fixture<KitTabs>(html`<kit-tabs .tabs=${tabs} label="Account"></kit-tabs>`)
    const list = byTestId(el, 'tabs')!
    expect(list.getAttribute('role')).toBe('tablist')
    expect(list.getAttribute('aria-label')).toBe('Account')
    expect(el.shadowRoot!.querySelectorAll('[role="tab"]')).toHaveLength(3)
    expect(selected(el)).toBe('tab-tokens')
    expect(byTestId(el, 'tab-nfts')!.getAttribute('tabindex')).toBe('-1')
    await expectAccessible(el)
  })

  test('behavior: click selects and emits kit-tab-change', async () => {
    const el = await fixture<KitTabs>(html`<kit-tabs .tabs=${tabs} active="tokens"></kit-tabs>`)
    const changes = listen(el, 'kit-tab-change')
    await userEvent.click(byTestId(el, 'tab-activity')!)
    await elementUpdated(el)
    expect(changes.map((event) => event.detail.id)).toEqual(['activity'])
    expect(selected(el)).toBe('tab-activity')
    el.active = 'nfts' // set by the owner: no event
    await elementUpdated(el)
    expect(changes).toHaveLength(1)
  })

  test('behavior: arrow keys, Home and End move and select', async () => {
    const el = await fixture<KitTabs>(html`<kit-tabs .tabs=${tabs}></kit-tabs>`)
    const changes = listen(el, 'kit-tab-change')
    byTestId(el, 'tab-tokens')!.focus()
    await userEvent.keyboard('{ArrowRight}')
    await elementUpdated(el)
    expect(selected(el)).toBe('tab-nfts')
    expect(el.shadowRoot!.activeElement?.getAttribute('data-testid')).toBe('tab-nfts')
    await userEvent.keyboard('{End}')
    await elementUpdated(el)
    expect(selected(el)).toBe('tab-activity')
    await userEvent.keyboard('{ArrowRight}')
    await elementUpdated(el)
    expect(selected(el)).toBe('tab-tokens')
    await userEvent.keyboard('{ArrowLeft}')
    await elementUpdated(el)
    expect(selected(el)).toBe('tab-activity')
    await userEvent.keyboard('{Home}')
    await elementUpdated(el)
    expect(changes.map((event) => event.detail.id)).toEqual(['nfts', 'activity', 'tokens', 'activity', 'tokens'])
  })

  test('behavior: arrows are mirrored in RTL', async () => {
    const container = await fixture<HTMLDivElement>(html`<div dir="rtl"><kit-tabs .tabs=${tabs}></kit-tabs></div>`)
    const el = container.querySelector('kit-tabs')!
    await elementUpdated(el)
    byTestId(el, 'tab-tokens')!.focus()
    await userEvent.keyboard('{ArrowLeft}')
    await elementUpdated(el)
    expect(selected(el)).toBe('tab-nfts')
  })
})
