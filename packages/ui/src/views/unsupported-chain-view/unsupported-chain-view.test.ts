import { connect, getAccount, getRouter } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createTestKit, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './unsupported-chain-view.js'

describe('kit-unsupported-chain-view', () => {
  test('default: the supported networks of the namespace and a disconnect row', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    const view = await mountView(kit, 'kit-unsupported-chain-view')
    await waitForTestId(view, 'unsupported-chain-view')
    expect(text(byTestId(view, 'network-item-eip155:31337'))).toContain('Anvil')
    expect(text(byTestId(view, 'network-item-eip155:8453'))).toContain('Base')
    expect(byTestId(view, 'disconnect-button')).not.toBeNull()
    await expectAccessible(view)
  })

  test('behavior: a network opens SwitchNetwork for it; disconnect disconnects', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    const view = await mountView(kit, 'kit-unsupported-chain-view')
    ;(await waitForTestId(view, 'network-item-eip155:8453')).click()
    await waitFor(() => getRouter(kit).view === 'SwitchNetwork')
    expect(getRouter(kit).data).toMatchObject({ networkId: 'eip155:8453' })
    byTestId(view, 'disconnect-button')!.click()
    await waitFor(() => !getAccount(kit).isConnected)
  })
})
