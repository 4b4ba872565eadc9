import { connect, getAccount, getSiwx, type KitEvent, localSiwx, navigate, type SIWXSession, subscribeEvents } from '@kit/core'
import { describe, expect, test, vi } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createTestKit, type TestAdapterParameters, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './siwx-sign-message-view.js'

/** The app's check: the mock wallet signs `signed:<message>`. */
const verify = (session: SIWXSession) => session.signature === `signed:${session.message}`

/** A kit with SIWX (in-memory sessions), connected to the mock wallet and asked to sign in. */
async function signInKit({ required = true, adapter }: { required?: boolean; adapter?: TestAdapterParameters } = {}) {
  const kit = createTestKit({ siwx: localSiwx({ verify, required }), metadata: { name: 'Test App', url: 'http://localhost:5173' }, adapter })
  await vi.waitFor(() => expect(kit._internal.cleanups.has('siwx')).toBe(true))
  await connect(kit, { connectorId: 'mock' })
  await vi.waitFor(() => expect(getSiwx(kit).status).toBe('required'))
  navigate(kit, { view: 'SIWXSignMessage' })
  const view = await mountView(kit, 'kit-siwx-sign-message-view')
  return { kit, view }
}

/** The `<kit-button>` whose inner button carries `id` (its label is slotted). */
function button(view: HTMLElement, id: string) {
  return (byTestId(view, id)!.getRootNode() as ShadowRoot).host as HTMLElement & { disabled: boolean; loading: boolean }
}

describe('kit-siwx-sign-message-view', () => {
  test('default: names the app and asks to sign; Cancel and Sign, no error', async () => {
    const { view } = await signInKit()
    expect(text(await waitForTestId(view, 'siwx-heading'))).toBe('Test App needs to connect to your wallet')
    expect(text(view.shadowRoot!.querySelector('.status-text .description'))).toBe('Sign this message in your wallet to prove you own it')
    expect(text(button(view, 'siwx-cancel-button'))).toBe('Cancel')
    expect(text(button(view, 'siwx-sign-button'))).toBe('Sign')
    expect(button(view, 'siwx-sign-button').disabled).toBe(false)
    expect(byTestId(view, 'siwx-error')).toBeNull()
    await expectAccessible(view)
  })

  test('behavior: Sign has the wallet sign the message and keeps the session', async () => {
    const { kit, view } = await signInKit()
    const events: KitEvent['data'][] = []
    subscribeEvents(kit, { onEvent: (event) => events.push(event.data) })
    byTestId(view, 'siwx-sign-button')!.click()
    await waitFor(() => getSiwx(kit).status === 'signed')
    // AppKit's click event, then the outcome, for the same network (docs/reference/events.md).
    const siwx = events.filter((data) => data.event.includes('SIWX')).map(({ event, properties }) => ({ event, network: properties?.network }))
    expect(siwx).toEqual([
      { event: 'CLICK_SIGN_SIWX_MESSAGE', network: 'eip155:31337' },
      { event: 'SIWX_AUTH_SUCCESS', network: 'eip155:31337' },
    ])
    expect(getSiwx(kit).session).toMatchObject({ data: { accountAddress: getAccount(kit).address } })
    expect(byTestId(view, 'siwx-error')).toBeNull()
  })

  test('behavior: a refused signature shows Error signing message; Sign stays available to try again', async () => {
    const { kit, view } = await signInKit({ adapter: { features: { rejectSign: true } } })
    byTestId(view, 'siwx-sign-button')!.click()
    const error = await waitForTestId(view, 'siwx-error')
    expect(text(error)).toBe('Error signing message')
    expect(error.getAttribute('role')).toBe('alert')
    await waitFor(() => !button(view, 'siwx-sign-button').disabled)
    expect(getSiwx(kit).status).toBe('error')
    expect(getAccount(kit).isConnected).toBe(true)
    await expectAccessible(view)
  })

  test('behavior: Cancel disconnects when sign-in is required, and only dismisses it when optional', async () => {
    const required = await signInKit()
    const events: string[] = []
    subscribeEvents(required.kit, { onEvent: (event) => events.push(event.data.event) })
    byTestId(required.view, 'siwx-cancel-button')!.click()
    expect(events[0]).toBe('CLICK_CANCEL_SIWX')
    await waitFor(() => !getAccount(required.kit).isConnected)

    const optional = await signInKit({ required: false })
    byTestId(optional.view, 'siwx-cancel-button')!.click()
    await waitFor(() => getSiwx(optional.kit).status === 'dismissed')
    expect(getAccount(optional.kit).isConnected).toBe(true)
  })
})
