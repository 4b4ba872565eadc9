import { connect, getAccount, getModalState, getRouter } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { defineElements } from '../../defineElements.js'
import { expectAccessible, fixture } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import { createTestKit, text, waitFor, waitForTestId } from '../../views/kit.test-utils.js'
import type { AppKitAccountButton } from './appkit-account-button.component.js'

await defineElements()

describe('appkit-account-button', () => {
  test('default: the account-button chip shows the balance and the short address', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    const button = await fixture<AppKitAccountButton>(html`<appkit-account-button .kit=${kit}></appkit-account-button>`)
    const chip = await waitForTestId(button, 'account-button')
    await waitFor(() => text(chip).includes('1.234 ETH'), { message: 'the balance' })
    expect(text(chip)).toContain('0xf39F…2266')
    await expectAccessible(button)
  })

  test('behavior: a click opens the modal on Account; balance="hide" leaves the balance out', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    const button = await fixture<AppKitAccountButton>(html`<appkit-account-button .kit=${kit} balance="hide"></appkit-account-button>`)
    const chip = await waitForTestId(button, 'account-button')
    await waitFor(() => getAccount(kit).balance !== undefined, { message: 'the balance read' })
    await button.updateComplete
    expect(text(chip)).toContain('0xf39F…2266')
    expect(text(chip)).not.toContain('ETH')
    chip.click()
    await waitFor(() => getModalState(kit).open, { message: 'the modal open' })
    expect(getRouter(kit).view).toBe('Account')
  })
})
