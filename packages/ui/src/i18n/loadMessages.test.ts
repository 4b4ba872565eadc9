import { connect, getI18n, setLocale, setLocaleMessages } from '@kit/core'
import { expect, test } from 'vitest'
import { defineElements } from '../defineElements.js'
import type { AppKitButton } from '../elements/appkit-button/appkit-button.component.js'
import { fixture } from '../internal/fixture.test-utils.js'
import { html } from '../internal/lit.js'
import { createTestKit, text, waitFor, waitForTestId } from '../views/kit.test-utils.js'
import { loadMessages } from './loadMessages.js'

await defineElements()

test('loadMessages: the chosen catalogue; the kit ignores one for a locale it left meanwhile', async () => {
  const kit = createTestKit({ locale: 'de' })
  const german = await loadMessages('de')
  expect(german['button.connect']).toBe('Wallet verbinden')
  setLocaleMessages(kit, { locale: 'de', messages: german })
  expect(getI18n(kit).messages?.['button.connect']).toBe('Wallet verbinden')
  setLocale(kit, { locale: 'ja' })
  setLocaleMessages(kit, { locale: 'fr', messages: await loadMessages('fr') }) // arrived after the switch to Japanese
  expect(getI18n(kit).messages).toBeUndefined()
})

test('an element follows setLocale: loads the catalogue, re-renders, formats numbers and sets lang and dir', async () => {
  const kit = createTestKit({ locale: 'fr' })
  const button = await fixture<AppKitButton>(html`<appkit-button .kit=${kit}></appkit-button>`)
  const connectButton = await waitForTestId(button, 'connect-button')
  await waitFor(() => text(connectButton) === 'Connecter un portefeuille', { message: 'the French label' })
  expect(button.lang).toBe('fr')
  expect(button.dir).toBe('ltr')

  setLocale(kit, { locale: 'ar' })
  await waitFor(() => text(connectButton) === 'ربط المحفظة', { message: 'the Arabic label' })
  expect(button.lang).toBe('ar')
  expect(button.dir).toBe('rtl')
  expect(getComputedStyle(connectButton).direction).toBe('rtl')

  setLocale(kit, { locale: 'de' })
  await connect(kit, { connectorId: 'mock' })
  const account = await waitForTestId(button, 'account-button')
  // The mock balance 1.2345… in German: a decimal comma, still truncated to 3 places.
  await waitFor(() => text(account).includes('1,234 ETH'), { message: 'the German balance' })
  expect(button.dir).toBe('ltr')

  setLocale(kit, { locale: 'en' })
  await waitFor(() => text(account).includes('1.234 ETH'), { message: 'the English balance' })
  expect(button.lang).toBe('en')
})
