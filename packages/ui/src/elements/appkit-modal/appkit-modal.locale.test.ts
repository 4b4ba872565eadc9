import { type Kit, open, setLocale, setLocaleMessages } from '@kit/core'
import { expect, test } from 'vitest'
import type { KitDialog } from '../../components/dialog/dialog.component.js'
import { defineElements } from '../../defineElements.js'
import { elementUpdated, fixture } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import { createTestKit, waitFor } from '../../views/kit.test-utils.js'
import type { AppKitModal } from './appkit-modal.component.js'

await defineElements()

const dialogOf = (modal: AppKitModal) => modal.shadowRoot!.querySelector('kit-dialog') as KitDialog

async function openModal(kit: Kit) {
  const modal = await fixture<AppKitModal>(html`<appkit-modal .kit=${kit}></appkit-modal>`)
  open(kit)
  await waitFor(() => dialogOf(modal).open, { message: 'the modal to open' })
  return modal
}

test('behavior: each kit translates with its own locale', async () => {
  const english = createTestKit()
  const german = createTestKit({ locale: 'de', storageKey: 'kit.de' })
  setLocaleMessages(german, { locale: 'de', messages: { 'connect.title': 'Wallet verbinden', 'common.close': 'Schließen' } })
  const first = await openModal(english)
  const second = await openModal(german)
  await waitFor(() => dialogOf(second).label === 'Wallet verbinden', { message: 'the German title' })
  expect(dialogOf(first).label).toBe('Connect a wallet')
  expect(dialogOf(first).closeLabel).toBe('Close')
  expect(dialogOf(second).closeLabel).toBe('Schließen')
})

test('behavior: a locale change re-renders the open modal', async () => {
  const kit = createTestKit()
  const modal = await openModal(kit)
  expect(dialogOf(modal).label).toBe('Connect a wallet')
  setLocale(kit, { locale: 'fr' })
  setLocaleMessages(kit, { locale: 'fr', messages: { 'connect.title': 'Connecter un portefeuille' } })
  await waitFor(() => dialogOf(modal).label === 'Connecter un portefeuille', { message: 'the French title' })
  setLocale(kit, { locale: 'en' })
  await elementUpdated(modal)
  await waitFor(() => dialogOf(modal).label === 'Connect a wallet', { message: 'English again' })
})

test('behavior: a lazy view shows with its title, over the whole catalogue the modal loads after its own texts', async () => {
  const kit = createTestKit({ locale: 'de', storageKey: 'kit.de.lazy' })
  setLocaleMessages(kit, { locale: 'de', messages: { 'network.select': 'Netzwerk auswählen' } })
  const modal = await fixture<AppKitModal>(html`<appkit-modal .kit=${kit}></appkit-modal>`)
  open(kit, { view: 'Networks' })
  await waitFor(() => modal.shadowRoot!.querySelector('kit-networks-view'), { message: 'the Networks view' })
  // Rendered in the same update as the view: a lazy view never shows under an empty title.
  expect(dialogOf(modal).label).toBe('Netzwerk auswählen')
})
