import { connect } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { decodeQr } from '../../components/qr-code/decode-qr.test-utils.js'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createTestKit, testAddress, text, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './wallet-receive-view.js'

describe('kit-wallet-receive-view', () => {
  test('default: the address as QR code and text, copy, and the networks it receives on', async () => {
    const kit = createTestKit()
    await connect(kit, { connectorId: 'mock' })
    const view = await mountView(kit, 'kit-wallet-receive-view')
    expect(text(await waitForTestId(view, 'receive-address'))).toBe(testAddress)
    expect(await decodeQr(byTestId(view, 'receive-qr')!)).toBe(testAddress)
    const copy = (byTestId(view, 'receive-copy')!.getRootNode() as ShadowRoot).host
    expect(copy).toMatchObject({ value: testAddress })
    expect(text(byTestId(view, 'receive-network-eip155:31337'))).toContain('Anvil')
    expect(text(byTestId(view, 'receive-network-eip155:8453'))).toContain('Base')
    expect(text(view.shadowRoot!.querySelector('.description'))).toBe('Send assets on Anvil to this address')
    await expectAccessible(view)
  })

  test('behavior: nothing while disconnected', async () => {
    const view = await mountView(createTestKit(), 'kit-wallet-receive-view')
    expect(byTestId(view, 'receive-address')).toBeNull()
  })
})
