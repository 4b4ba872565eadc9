import { connect, getRouter, subscribeEvents } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createTestKit, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './networks-view.js'

describe('kit-networks-view', () => {
  test('default: every configured network with its test id, the current one selected', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    const view = await mountView(kit, 'kit-networks-view')
    await waitForTestId(view, 'network-list')
    expect(text(byTestId(view, 'network-item-eip155:31337'))).toContain('Anvil')
    expect(text(byTestId(view, 'network-item-eip155:8453'))).toContain('Base')
    expect(byTestId(view, 'network-item-eip155:31337')!.getAttribute('aria-current')).toBe('true')
    expect(byTestId(view, 'network-item-eip155:8453')!.getAttribute('aria-current')).toBe('false')
    await expectAccessible(view)
  })

  test('behavior: another network while connected opens SwitchNetwork for it', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    const view = await mountView(kit, 'kit-networks-view')
    ;(await waitForTestId(view, 'network-item-eip155:8453')).click()
    await waitFor(() => getRouter(kit).view === 'SwitchNetwork')
    expect(getRouter(kit).data).toMatchObject({ networkId: 'eip155:8453' })
  })

  test('behavior: "What is a network?" opens WhatIsANetwork and sends CLICK_NETWORK_HELP', async () => {
    const kit = createTestKit()
    const events: string[] = []
    subscribeEvents(kit, { onEvent: (event) => events.push(event.data.event) })
    const view = await mountView(kit, 'kit-networks-view')
    const help = await waitForTestId(view, 'networks-what-is-a-network')
    expect(text(help)).toBe('What is a network?')
    help.click()
    expect(getRouter(kit).view).toBe('WhatIsANetwork')
    expect(events).toContain('CLICK_NETWORK_HELP')
  })
})
