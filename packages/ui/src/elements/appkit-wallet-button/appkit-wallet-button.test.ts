import { getModalState, getRouter, solana } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { defineElements } from '../../defineElements.js'
import { expectAccessible, fixture } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import { createTestKit, testAddress, text, waitFor, waitForTestId } from '../../views/kit.test-utils.js'
import type { AppKitButton } from '../appkit-button/appkit-button.component.js'
import type { AppKitWalletButton } from './appkit-wallet-button.component.js'

await defineElements()

describe('appkit-wallet-button', () => {
  test('default: an installed wallet connects at once, without the modal', async () => {
    const kit = createTestKit()
    const button = await fixture<AppKitWalletButton>(html`<appkit-wallet-button .kit=${kit} wallet="mockwallet"></appkit-wallet-button>`)
    const base = await waitForTestId(button, 'wallet-button-mockwallet')
    await waitFor(() => text(base) === 'Mock Wallet', { message: 'the wallet name' })
    await expectAccessible(button)
    const success = new Promise<CustomEvent>((resolve) =>
      button.addEventListener('appkit-wallet-button-success', (event) => resolve(event as CustomEvent), { once: true }),
    )
    base.click()
    expect((await success).detail).toMatchObject({ address: testAddress })
    expect(kit.getAddress()).toBe(testAddress)
    expect(getModalState(kit).open).toBe(false)
  })

  test('behavior: a wallet that is not installed, without WalletConnect, reports a named error', async () => {
    const kit = createTestKit()
    const button = await fixture<AppKitWalletButton>(html`<appkit-wallet-button .kit=${kit} wallet="phantom"></appkit-wallet-button>`)
    const failure = new Promise<CustomEvent>((resolve) =>
      button.addEventListener('appkit-wallet-button-error', (event) => resolve(event as CustomEvent), { once: true }),
    )
    ;(await waitForTestId(button, 'wallet-button-phantom')).click()
    expect(((await failure).detail as Error).message).toMatch(/^No connector found for connection/)
    expect(getRouter(kit).view).toBe('Connect')
  })
})

describe('appkit-wallet-button logos', () => {
  test('parameters: a wallet not installed shows its logo from the Kit API (catalogue wallet, WalletConnect, social); an rdns its initial', async () => {
    const kit = createTestKit({ apiUrl: 'http://api.test' })
    const logo = async (wallet: string) => {
      const button = await fixture<AppKitWalletButton>(html`<appkit-wallet-button .kit=${kit} wallet=${wallet}></appkit-wallet-button>`)
      const base = await waitForTestId(button, `wallet-button-${wallet}`)
      return { src: base.querySelector('img')?.getAttribute('src'), initials: base.querySelector<HTMLElement>('.logo-initials'), name: text(base) }
    }
    expect((await logo('metamask')).src).toBe('http://api.test/v1/images/wallets/metamask')
    expect((await logo('walletConnect')).src).toBe('http://api.test/v1/images/wallets/walletconnect')
    const google = await logo('google')
    expect(google.src).toBe('http://api.test/v1/images/socials/google')
    expect(google.name).toBe('google')
    const unknown = await logo('io.unknown.wallet')
    expect(unknown.src).toBeUndefined()
    expect(unknown.initials?.hidden).toBe(false)
    expect(unknown.initials?.dataset['initials']).toBe('I')
  })
})

describe('appkit-button namespace', () => {
  test('parameters: namespace opens the modal for that namespace', async () => {
    const kit = createTestKit({ networks: [solana, ...createTestKit().networks] })
    const button = await fixture<AppKitButton>(html`<appkit-button .kit=${kit} namespace="eip155"></appkit-button>`)
    ;(await waitForTestId(button, 'connect-button')).click()
    await waitFor(() => getModalState(kit).open)
    expect(getModalState(kit).activeChain).toBe('eip155')
    expect(getRouter(kit).data.namespace).toBe('eip155')
  })
})
