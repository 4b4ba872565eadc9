import { describe, expect, test } from 'vitest'
import { expectAccessible } from '../../internal/fixture.test-utils.js'
import { createTestKit, text, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './what-is-view.js'

describe('kit-what-is-*-view', () => {
  test('WhatIsAWallet', async () => {
    const view = await mountView(createTestKit(), 'kit-what-is-a-wallet-view')
    const body = await waitForTestId(view, 'what-is-a-wallet-view')
    expect(text(body)).toContain('One login for all of web3')
    await expectAccessible(view)
  })

  test('WhatIsANetwork', async () => {
    const view = await mountView(createTestKit(), 'kit-what-is-a-network-view')
    const body = await waitForTestId(view, 'what-is-a-network-view')
    expect(text(body)).toContain('Designed for different uses')
    await expectAccessible(view)
  })
})
