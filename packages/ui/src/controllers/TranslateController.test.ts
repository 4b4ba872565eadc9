import { type GetModalStateReturnType, getModalState, open, setLocale, setLocaleMessages, watchModalState } from '@kit/core'
import { expect, test } from 'vitest'
import { en } from '../i18n/en.js'
import { elementUpdated, fixture } from '../internal/fixture.test-utils.js'
import { html, LitElement, property } from '../internal/lit.js'
import { createTestKit, waitFor } from '../views/kit.test-utils.js'
import { KitStateController } from './KitStateController.js'
import { TranslateController } from './TranslateController.js'

class TranslateHost extends LitElement {
  @property({ attribute: false }) kit: ReturnType<typeof createTestKit> | undefined
  readonly i18n = new TranslateController(this, { english: en })
  readonly modal = new KitStateController<GetModalStateReturnType>(this, { get: getModalState, watch: watchModalState })
  override render() {
    return html`${this.modal.value?.open ? 'open' : 'closed'}`
  }
}
customElements.define('translate-host', TranslateHost)

test('behavior: sets lang and dir when the locale changes, and only then (setting dir restyles the subtree)', async () => {
  const kit = createTestKit({ locale: 'en' })
  const host = await fixture<TranslateHost>(html`<translate-host .kit=${kit}></translate-host>`)
  expect([host.lang, host.dir]).toEqual(['en', 'ltr'])

  const records: string[] = []
  new MutationObserver((list) => records.push(...list.map((record) => record.attributeName ?? ''))).observe(host, {
    attributes: true,
  })
  open(kit)
  await waitFor(() => host.shadowRoot!.textContent === 'open')
  await elementUpdated(host)
  expect(records).toEqual([])

  setLocale(kit, { locale: 'ar' })
  await waitFor(() => host.dir === 'rtl')
  expect(host.lang).toBe('ar')
  expect(records.sort()).toEqual(['dir', 'lang'])
})

test('behavior: extend translates over the wider catalogue too, in the kit locale, with the same controller', async () => {
  const kit = createTestKit({ locale: 'de', storageKey: 'kit.translate.extend' })
  setLocaleMessages(kit, { locale: 'de', messages: { 'network.select': 'Netzwerk auswählen' } })
  const host = await fixture<TranslateHost>(html`<translate-host .kit=${kit}></translate-host>`)
  const narrow = new TranslateController(host, { english: { 'common.close': en['common.close'] } })
  expect(narrow.translate('common.close')).toBe('Close')
  const wide = narrow.extend(en)
  expect(wide).toBe(narrow)
  expect(wide.translate('network.select')).toBe('Netzwerk auswählen')
  expect(wide.translate('common.back')).toBe('Back')
})
