import { connect } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createApiKit, createFakeApi, typeInto } from '../api.test-utils.js'
import { text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './onramp-providers-view.js'

describe('kit-onramp-providers-view', () => {
  test('behavior: the provider cannot be asked → the default list, an estimate labelled as such, no purchase', async () => {
    // The fake API knows no on-ramp routes: options fail like a provider that is down.
    const kit = createApiKit(createFakeApi())
    await connect(kit, { connectorId: 'mock' })
    const view = await mountView(kit, 'kit-onramp-providers-view')
    await waitForTestId(view, 'onramp-default-list')
    const network = byTestId(view, 'onramp-network') as HTMLSelectElement
    expect([...network.options].map((option) => option.text)).toEqual(['Ethereum', 'Polygon'])
    expect(text(byTestId(view, 'onramp-limits'))).toBe('From 10.00 to 7500.00 USD')
    typeInto(byTestId(view, 'onramp-amount'), '50')
    await waitForTestId(view, 'onramp-quote-estimate', 3000)
    expect(text(byTestId(view, 'onramp-quote-total'))).toBe('51.00 USD')
    expect(text(byTestId(view, 'onramp-quote-amount'))).toBe('50 USDC')
    await expectAccessible(view)
  })

  test('behavior: an amount over the limit is refused in the modal', async () => {
    const kit = createApiKit(createFakeApi())
    const view = await mountView(kit, 'kit-onramp-providers-view')
    await waitForTestId(view, 'onramp-default-list')
    typeInto(byTestId(view, 'onramp-amount'), '7500.01')
    const error = await waitFor(
      () => {
        const element = byTestId(view, 'onramp-error')
        return element && !element.hidden && text(element) ? element : undefined
      },
      { timeout: 3000 },
    )
    expect(text(error)).toBe('The maximum is 7500.00 USD')
  })
})
