import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { byTestId, elementUpdated, expectAccessible, fixture, listen } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import type { KitCopyButton } from './copy-button.component.js'
import './copy-button.js'

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('kit-copy-button', () => {
  test('default', async () => {
    const el = await fixture<KitCopyButton>(html`<kit-copy-button value="0xabc"></kit-copy-button>`)
    const button = byTestId(el, 'copy-button')!
    expect(button.getAttribute('aria-label')).toBe('Copy')
    expect(el.shadowRoot!.querySelector('kit-icon')!.name).toBe('copy')
    await expectAccessible(el)
  })

  test('behavior: copies the value, shows a check for 1.5 s and emits kit-copy', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    const el = await fixture<KitCopyButton>(html`<kit-copy-button value="0xd8dA" testid="copy-address" label="Copy address">Copy address</kit-copy-button>`)
    const copies = listen(el, 'kit-copy')
    await userEvent.click(byTestId(el, 'copy-address')!)
    await vi.waitFor(() => expect(copies).toHaveLength(1))
    expect(writeText).toHaveBeenCalledWith('0xd8dA')
    expect(copies[0]!.detail).toEqual({ value: '0xd8dA' })
    await elementUpdated(el)
    expect(el.shadowRoot!.querySelector('kit-icon')!.name).toBe('check')
    expect(byTestId(el, 'copy-address')!.hasAttribute('data-copied')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 1550))
    await elementUpdated(el)
    expect(el.shadowRoot!.querySelector('kit-icon')!.name).toBe('copy')
  })

  test('behavior: a refused write emits kit-copy-error', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    const el = await fixture<KitCopyButton>(html`<kit-copy-button value="x"></kit-copy-button>`)
    const errors = listen(el, 'kit-copy-error')
    const copied = await el.copy()
    expect(copied).toBe(false)
    expect(errors).toHaveLength(1)
    expect(el.shadowRoot!.querySelector('kit-icon')!.name).toBe('copy')
  })
})
