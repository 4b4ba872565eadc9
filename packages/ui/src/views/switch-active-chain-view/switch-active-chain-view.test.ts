import { anvil, base, getRouter, navigate, solana } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createTestKit, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './switch-active-chain-view.js'

function kitOnSolanaRoute() {
  const kit = createTestKit({ networks: [anvil, base, solana] })
  navigate(kit, { view: 'SwitchActiveChain', data: { networkId: solana.caipNetworkId } })
  return kit
}

describe('kit-switch-active-chain-view', () => {
  test('default: names the network and offers to connect a wallet for it', async () => {
    const view = await mountView(kitOnSolanaRoute(), 'kit-switch-active-chain-view')
    expect(text(await waitForTestId(view, 'switch-active-chain-view'))).toContain('Solana')
    expect(byTestId(view, 'switch-active-chain-connect')).not.toBeNull()
    await expectAccessible(view)
  })

  test('behavior: connect opens Connect for that namespace and network', async () => {
    const kit = kitOnSolanaRoute()
    const view = await mountView(kit, 'kit-switch-active-chain-view')
    ;(await waitForTestId(view, 'switch-active-chain-connect')).click()
    await waitFor(() => getRouter(kit).view === 'Connect')
    expect(getRouter(kit).data).toMatchObject({ namespace: 'solana', networkId: solana.caipNetworkId })
  })
})
