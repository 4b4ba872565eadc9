import { type GetModalStateReturnType, getModalState, type Kit, open, watchModalState } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { elementUpdated, fixture, nextTask } from '../internal/fixture.test-utils.js'
import { html, LitElement, property } from '../internal/lit.js'
import { createTestKit, waitFor } from '../views/kit.test-utils.js'
import { combineWatch, KitStateController } from './KitStateController.js'

const changes: { value: boolean; previous: boolean | undefined }[] = []

class StateHost extends LitElement {
  @property({ attribute: false }) kit: Kit | undefined
  renders = 0
  readonly modal = new KitStateController<GetModalStateReturnType>(this, { get: getModalState, watch: watchModalState })
  readonly open = new KitStateController<boolean>(this, {
    get: (kit) => getModalState(kit).open,
    watch: combineWatch((kit) => getModalState(kit).open, watchModalState),
    render: false,
    onChange: (value, previous) => changes.push({ value, previous }),
  })
  override render() {
    this.renders++
    return html`${this.modal.value?.open ? 'open' : 'closed'}`
  }
}
customElements.define('state-host', StateHost)

describe('KitStateController', () => {
  test('default: reads on connect and re-renders on change', async () => {
    const kit = createTestKit()
    const host = await fixture<StateHost>(html`<state-host .kit=${kit}></state-host>`)
    expect(host.modal.value).toBe(getModalState(kit))
    expect(host.shadowRoot!.textContent).toBe('closed')
    open(kit)
    await waitFor(() => host.shadowRoot!.textContent === 'open')
    expect(changes.at(-1)).toEqual({ value: true, previous: false })
  })

  test('behavior: unsubscribes when disconnected and subscribes again when re-attached', async () => {
    const kit = createTestKit()
    const host = await fixture<StateHost>(html`<state-host .kit=${kit}></state-host>`)
    const parent = host.parentElement!
    host.remove()
    const renders = host.renders
    open(kit)
    await nextTask()
    expect(host.renders).toBe(renders)
    parent.append(host)
    await elementUpdated(host)
    expect(host.shadowRoot!.textContent).toBe('open')
  })

  test('behavior: follows the host to another kit', async () => {
    const kitA = createTestKit({ storageKey: 'a' })
    const kitB = createTestKit({ storageKey: 'b' })
    const host = await fixture<StateHost>(html`<state-host></state-host>`)
    expect(host.modal.value).toBeUndefined()
    host.kit = kitA
    await elementUpdated(host)
    expect(host.modal.value).toBe(getModalState(kitA))
    host.kit = kitB
    await elementUpdated(host)
    open(kitA)
    await nextTask()
    expect(host.shadowRoot!.textContent).toBe('closed')
    open(kitB)
    await waitFor(() => host.shadowRoot!.textContent === 'open')
  })
})
