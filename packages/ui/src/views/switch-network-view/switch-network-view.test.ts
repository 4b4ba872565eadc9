import { connect, getAccount, getRouter, navigate, open } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createTestKit, deferred, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './switch-network-view.js'

describe('kit-switch-network-view', () => {
  test('default: asks the wallet at once (Approve in wallet), then goes back to where Networks was opened', async () => {
    const gate = deferred()
    const kit = createTestKit({ adapter: { switchGate: gate.promise } })
    await connect(kit, { connectorId: 'mock' })
    open(kit, { view: 'Account' })
    navigate(kit, { view: 'Networks' })
    navigate(kit, { view: 'SwitchNetwork', data: { networkId: 'eip155:8453' } })
    const view = await mountView(kit, 'kit-switch-network-view')
    expect(text(await waitForTestId(view, 'switch-network-title'))).toBe('Approve in wallet')
    await expectAccessible(view)
    gate.resolve()
    await waitFor(() => getAccount(kit).caipAddress?.startsWith('eip155:8453:'))
    await waitFor(() => getRouter(kit).view === 'Account')
  })

  test('behavior: a refusal in the wallet shows Switch declined and a retry that asks again', async () => {
    const kit = createTestKit({ adapter: { rejectSwitch: true } })
    await connect(kit, { connectorId: 'mock' })
    navigate(kit, { view: 'SwitchNetwork', data: { networkId: 'eip155:8453' } })
    const view = await mountView(kit, 'kit-switch-network-view')
    expect(text(await waitForTestId(view, 'switch-network-error'))).toBe('Switch declined')
    expect(getAccount(kit).caipAddress?.startsWith('eip155:31337:')).toBe(true)
    expect(byTestId(view, 'switch-network-retry')).not.toBeNull()
  })
})
