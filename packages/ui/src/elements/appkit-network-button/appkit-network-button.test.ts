import { connect, getModalState, getRouter } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { defineElements } from '../../defineElements.js'
import { expectAccessible, fixture } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import { createTestKit, text, waitFor, waitForTestId } from '../../views/kit.test-utils.js'
import type { AppKitNetworkButton } from './appkit-network-button.component.js'

await defineElements()

describe('appkit-network-button', () => {
  test('default: the current network; opens Networks', async () => {
    const kit = createTestKit()
    const button = await fixture<AppKitNetworkButton>(html`<appkit-network-button .kit=${kit}></appkit-network-button>`)
    const inner = await waitForTestId(button, 'network-button')
    expect(text(inner.querySelector('.label'))).toBe('Anvil')
    expect(inner.dataset.network).toBe('eip155:31337')
    await expectAccessible(button)
    inner.click()
    expect(getModalState(kit).open).toBe(true)
    expect(getRouter(kit).view).toBe('Networks')
  })

  test('behavior: warns on an unsupported network', async () => {
    const kit = createTestKit()
    const button = await fixture<AppKitNetworkButton>(html`<appkit-network-button .kit=${kit}></appkit-network-button>`)
    await connect(kit, { connectorId: 'mock' })
    const connector = kit._internal.state.connectors.byNamespace.eip155![0]! as unknown as { emit(event: unknown): void }
    connector.emit({ type: 'change', networkId: 'eip155:999' })
    const inner = await waitForTestId(button, 'network-button')
    await waitFor(() => text(inner.querySelector('.label')) === 'Unsupported network', { message: 'the warning' })
    expect(inner.classList.contains('unsupported')).toBe(true)
    await expectAccessible(button)
  })
})
