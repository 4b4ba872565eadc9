import { getModalState } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { defineElements } from '../../defineElements.js'
import { byTestId, expectAccessible, fixture } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import { createTestKit, text, waitFor, waitForTestId } from '../../views/kit.test-utils.js'
import type { AppKitConnectButton } from './appkit-connect-button.component.js'

await defineElements()

describe('appkit-connect-button', () => {
  test('default: the connect-button chip says Connect Wallet', async () => {
    const kit = createTestKit()
    const button = await fixture<AppKitConnectButton>(html`<appkit-connect-button .kit=${kit}></appkit-connect-button>`)
    expect(text(await waitForTestId(button, 'connect-button'))).toBe('Connect Wallet')
    await expectAccessible(button)
  })

  test('behavior: a click opens the modal; a label replaces the text', async () => {
    const kit = createTestKit()
    const button = await fixture<AppKitConnectButton>(html`<appkit-connect-button .kit=${kit} label="Sign in"></appkit-connect-button>`)
    const chip = await waitForTestId(button, 'connect-button')
    expect(text(chip)).toBe('Sign in')
    chip.click()
    await waitFor(() => getModalState(kit).open, { message: 'the modal open' })
    expect(byTestId(button, 'connect-button')).not.toBeNull()
  })
})
