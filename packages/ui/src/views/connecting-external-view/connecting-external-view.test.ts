import { connect, getAccount, navigate, watchConnections } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createTestKit, deferred, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './connecting-external-view.js'

describe('kit-connecting-external-view', () => {
  test('default: Continue in <wallet> while the wallet asks its user', async () => {
    const gate = deferred()
    const kit = createTestKit({ adapter: { connectGate: gate.promise, connector: { name: 'Test Wallet' } } })
    navigate(kit, { view: 'ConnectingExternal', data: { connectorId: 'mock' } })
    const connecting = connect(kit, { connectorId: 'mock' })
    const view = await mountView(kit, 'kit-connecting-external-view')
    expect(text(await waitForTestId(view, 'connecting-title'))).toContain('Test Wallet')
    expect(byTestId(view, 'connecting-error')).toBeNull()
    await expectAccessible(view)
    gate.resolve()
    await connecting
    expect(getAccount(kit).isConnected).toBe(true)
  })

  test('behavior: a refusal shows Connection rejected with a retry that asks the wallet again', async () => {
    const kit = createTestKit({ adapter: { features: { rejectConnect: true } } })
    navigate(kit, { view: 'ConnectingExternal', data: { connectorId: 'mock' } })
    await connect(kit, { connectorId: 'mock' }).catch(() => undefined)
    const view = await mountView(kit, 'kit-connecting-external-view')
    expect(text(await waitForTestId(view, 'connecting-error'))).toBe('Connection rejected')
    const statuses: string[] = []
    const stop = watchConnections(kit, { onChange: (connections) => statuses.push(connections.status) })
    byTestId(view, 'connecting-retry')!.click()
    // The retry asks the wallet again (connecting), which refuses again.
    await waitFor(() => statuses.includes('connecting') && statuses.at(-1) !== 'connecting')
    stop()
    expect(text(await waitForTestId(view, 'connecting-error'))).toBe('Connection rejected')
    expect(getAccount(kit).isConnected).toBe(false)
  })
})
