import { describe, expect, test } from 'vitest'
import { cdp, page, userEvent } from 'vitest/browser'
import { byTestId, elementUpdated, expectAccessible, fixture, listen, nextTask, sleep } from '../../internal/fixture.test-utils.js'
import { getDeepActiveElement } from '../../internal/focus.js'
import { html, LitElement } from '../../internal/lit.js'
import type { KitDialog } from './dialog.component.js'
import './dialog.js'

/** A slotted Lit "view" whose buttons live in its own shadow root. */
class TestView extends LitElement {
  override render() {
    return html`<button data-testid="first">First</button>
      <button data-testid="disabled" disabled>Disabled</button>
      <div hidden><button data-testid="hidden">Hidden</button></div>
      <nested-part></nested-part>
      <button data-testid="last">Last</button>`
  }
}
class NestedPart extends LitElement {
  override render() {
    return html`<input data-testid="nested-input" aria-label="Nested" />`
  }
}
/** A view whose autofocus control is rendered by an element it renders (one update later). */
class AutofocusView extends LitElement {
  override render() {
    return html`<button data-testid="first">First</button><nested-part autofocus></nested-part>`
  }
}
customElements.define('test-view', TestView)
customElements.define('nested-part', NestedPart)
customElements.define('autofocus-view', AutofocusView)

async function openDialog(options: { canGoBack?: boolean; closeDisabled?: boolean } = {}) {
  const opener = await fixture<HTMLButtonElement>(html`<button data-testid="opener">Open</button>`)
  opener.focus()
  const dialog = await fixture<KitDialog>(html`<kit-dialog
    label="Connect a wallet"
    ?can-go-back=${options.canGoBack ?? false}
    ?close-disabled=${options.closeDisabled ?? false}
    ><test-view></test-view
  ></kit-dialog>`)
  dialog.open = true
  await elementUpdated(dialog)
  await dialog.focusInitial()
  return { opener, dialog }
}

const activeTestId = () => getDeepActiveElement()?.getAttribute('data-testid')

describe('kit-dialog', () => {
  test('default', async () => {
    const dialog = await fixture<KitDialog>(html`<kit-dialog label="Connect a wallet"><p>View</p></kit-dialog>`)
    expect(dialog.open).toBe(false)
    expect(getComputedStyle(dialog).visibility).toBe('hidden')
    dialog.open = true
    await elementUpdated(dialog)
    expect(dialog.hasAttribute('open')).toBe(true)
    const panel = byTestId(dialog, 'kit-modal')!
    expect(panel.getAttribute('role')).toBe('dialog')
    expect(panel.getAttribute('aria-modal')).toBe('true')
    const title = dialog.shadowRoot!.getElementById(panel.getAttribute('aria-labelledby')!)!
    expect(title.tagName).toBe('H2')
    expect(title.textContent).toBe('Connect a wallet')
    expect(byTestId(dialog, 'modal-close')?.getAttribute('aria-label')).toBe('Close')
    expect(byTestId(dialog, 'modal-back')).toBeNull()
    await expectAccessible(dialog)
  })

  test('behavior: closed, it stays laid out but nothing in it can be seen, clicked or focused; opening animates', async () => {
    const below = await fixture<HTMLButtonElement>(html`<button data-testid="below" style="position: fixed; inset: 0">Below</button>`)
    const dialog = await fixture<KitDialog>(html`<kit-dialog label="Connect a wallet"><test-view></test-view></kit-dialog>`)
    const view = dialog.querySelector('test-view')!
    await elementUpdated(view as LitElement)
    const first = view.shadowRoot!.querySelector<HTMLButtonElement>('[data-testid="first"]')!
    expect(first.getBoundingClientRect().height).toBeGreaterThan(0)
    expect(first.checkVisibility({ visibilityProperty: true })).toBe(false)
    first.focus()
    expect(view.shadowRoot!.activeElement).toBeNull()
    // The full-screen backdrop lets clicks through to the page while closed.
    expect(document.elementFromPoint(10, 10)).toBe(below)
    const panel = byTestId(dialog, 'kit-modal')!
    expect(byTestId(dialog, 'modal-backdrop')!.getAnimations({ subtree: true })).toEqual([])
    dialog.open = true
    await elementUpdated(dialog)
    expect(first.checkVisibility({ visibilityProperty: true })).toBe(true)
    // panel-in, or sheet-in on a narrow viewport (the bottom sheet).
    expect(panel.getAnimations().map((animation) => (animation as CSSAnimation).animationName)).toEqual([expect.stringMatching(/^(panel|sheet)-in$/)])
    expect(document.elementFromPoint(10, 10)).not.toBe(below)
  })

  test('behavior: closed, even after a prewarm, the card is not in the accessibility tree; open, it is', async () => {
    const dialog = await fixture<KitDialog>(html`<kit-dialog label="A closed dialog"><test-view></test-view></kit-dialog>`)
    await elementUpdated(dialog.querySelector('test-view') as LitElement)
    dialog.prewarm()
    await new Promise(requestAnimationFrame)
    await nextTask()
    /** The dialogs and buttons Chromium exposes to assistive technology, by role and name. */
    const exposed = async () => {
      // The test runs in a frame of the runner's page.
      const { frameTree } = (await cdp().send('Page.getFrameTree', {})) as { frameTree: { childFrames?: { frame: { id: string; url: string } }[] } }
      const frameId = frameTree.childFrames?.find(({ frame }) => frame.url === location.href)?.frame.id
      const { nodes } = (await cdp().send('Accessibility.getFullAXTree', { frameId })) as {
        nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[]
      }
      return nodes
        .filter((node) => !node.ignored && ['dialog', 'button'].includes(node.role?.value ?? ''))
        .map((node) => `${node.role?.value} ${node.name?.value}`)
    }
    expect(await exposed()).toEqual([])
    dialog.open = true
    await elementUpdated(dialog)
    expect(await exposed()).toEqual(expect.arrayContaining(['dialog A closed dialog', 'button First', 'button Close']))
  })

  test('behavior: prewarm() draws the closed card for one frame, invisibly and inert, then hides it again (after one style pass as open)', async () => {
    const below = await fixture<HTMLButtonElement>(html`<button data-testid="below" style="position: fixed; inset: 0">Below</button>`)
    const dialog = await fixture<KitDialog>(html`<kit-dialog label="Connect a wallet"><test-view></test-view></kit-dialog>`)
    await elementUpdated(dialog.querySelector('test-view') as LitElement)
    const panel = byTestId(dialog, 'kit-modal')!
    const first = dialog.querySelector('test-view')!.shadowRoot!.querySelector<HTMLButtonElement>('[data-testid="first"]')!
    const prestyle: string[] = []
    new MutationObserver((records) => {
      for (const record of records) prestyle.push(record.oldValue === null ? 'set' : 'removed')
    }).observe(dialog, { attributeFilter: ['prestyle'], attributeOldValue: true })
    dialog.prewarm()
    // Drawn (visible to the renderer) but at 0.2 % opacity, and nothing in it can be clicked or focused.
    expect(panel.checkVisibility({ visibilityProperty: true })).toBe(true)
    expect(Number(getComputedStyle(panel).opacity)).toBeLessThan(0.01)
    expect(panel.inert).toBe(true)
    expect(document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)).toBe(below)
    first.focus()
    expect(getDeepActiveElement()).not.toBe(first)
    expect(byTestId(dialog, 'modal-backdrop')!.getAnimations({ subtree: true })).toEqual([])
    // Hidden again once that frame has rendered.
    await new Promise(requestAnimationFrame)
    await nextTask()
    expect(dialog.hasAttribute('prewarm')).toBe(false)
    expect(panel.checkVisibility({ visibilityProperty: true })).toBe(false)
    expect(panel.inert).toBe(false)
    expect(document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)).toBe(below)
    // Then styled once as open (for the renderer's style cache) and closed again in the same task,
    // so no frame draws that style.
    expect(prestyle).toEqual(['set', 'removed'])
  })

  test('behavior: opening ends a prewarm at once; prewarm() does nothing while open or embedded', async () => {
    const dialog = await fixture<KitDialog>(html`<kit-dialog label="Connect a wallet"><test-view></test-view></kit-dialog>`)
    const panel = byTestId(dialog, 'kit-modal')!
    dialog.prewarm()
    dialog.open = true
    await elementUpdated(dialog)
    expect(dialog.hasAttribute('prewarm')).toBe(false)
    expect(panel.inert).toBe(false)
    expect(getComputedStyle(panel).opacity).toBe('1')
    dialog.prewarm()
    expect(dialog.hasAttribute('prewarm')).toBe(false)
    const embedded = await fixture<KitDialog>(html`<kit-dialog embedded label="Connect a wallet"></kit-dialog>`)
    embedded.prewarm()
    expect(embedded.hasAttribute('prewarm')).toBe(false)
  })

  test('behavior: opening, one fade (the dimmed page behind the card, not the card); the card only moves', async () => {
    await page.viewport(1024, 768)
    const dialog = await fixture<KitDialog>(html`<kit-dialog label="Connect a wallet"><p>View</p></kit-dialog>`)
    dialog.open = true
    await elementUpdated(dialog)
    const names = (element: Element) => element.getAnimations().map((animation) => (animation as CSSAnimation).animationName)
    const backdrop = byTestId(dialog, 'modal-backdrop')!
    // The fade is the backdrop's ::before, which holds nothing: the card is not drawn into the fade.
    expect(names(backdrop)).toEqual([])
    const fades = backdrop.getAnimations({ subtree: true }).filter((animation) => (animation as CSSAnimation).animationName === 'fade-in')
    expect(fades.map((animation) => (animation.effect as KeyframeEffect).pseudoElement)).toEqual(['::before'])
    expect(getComputedStyle(backdrop).backgroundColor).toBe('rgba(0, 0, 0, 0)')
    expect(getComputedStyle(backdrop, '::before').backgroundColor).not.toBe('rgba(0, 0, 0, 0)')
    const panel = byTestId(dialog, 'kit-modal')!
    expect(names(panel)).toEqual(['panel-in'])
    const keyframes = (panel.getAnimations()[0]!.effect as KeyframeEffect).getKeyframes()
    expect(keyframes.some((keyframe) => 'opacity' in keyframe)).toBe(false)
    await page.viewport(414, 896)
  })

  test('behavior: embedded, the card fades in by itself (no backdrop around it)', async () => {
    const dialog = await fixture<KitDialog>(html`<kit-dialog embedded open label="Connect a wallet"><p>View</p></kit-dialog>`)
    const panel = byTestId(dialog, 'kit-modal')!
    expect(panel.getAnimations().map((animation) => (animation as CSSAnimation).animationName)).toEqual(['fade-in'])
    expect(
      byTestId(dialog, 'modal-backdrop')!
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.target !== panel),
    ).toEqual([])
    expect(getComputedStyle(byTestId(dialog, 'modal-backdrop')!, '::before').content).toBe('none')
  })

  test('parameters: testid, canGoBack', async () => {
    const dialog = await fixture<KitDialog>(html`<kit-dialog open can-go-back testid="my-modal" label="X"></kit-dialog>`)
    expect(byTestId(dialog, 'my-modal')).not.toBeNull()
    expect(byTestId(dialog, 'modal-back')?.getAttribute('aria-label')).toBe('Back')
  })

  test('behavior: layout (360 px card, fixed backdrop, z-index 999; bottom sheet when narrow)', async () => {
    await page.viewport(800, 600)
    const dialog = await fixture<KitDialog>(html`<kit-dialog open label="X"><p>View</p></kit-dialog>`)
    const backdrop = byTestId(dialog, 'modal-backdrop')!
    expect(getComputedStyle(backdrop).position).toBe('fixed')
    expect(getComputedStyle(backdrop).zIndex).toBe('999')
    const panel = byTestId(dialog, 'kit-modal')!
    await sleep(200) // entry animation
    expect(panel.getBoundingClientRect().width).toBe(360)
    await page.viewport(375, 667)
    await sleep(200)
    const rect = panel.getBoundingClientRect()
    expect(rect.width).toBe(375)
    expect(Math.round(rect.bottom)).toBe(667)
    await page.viewport(414, 896)
  })

  test('behavior: focus moves into the slotted view on open', async () => {
    const { dialog } = await openDialog()
    expect(activeTestId()).toBe('first')
    // the button lives in <test-view>'s shadow root, slotted into the dialog
    const view = dialog.querySelector('test-view')!
    expect(view.shadowRoot!.activeElement?.getAttribute('data-testid')).toBe('first')
  })

  test('behavior: opening focuses after the opening frame, once the view and its elements have rendered', async () => {
    const opener = await fixture<HTMLButtonElement>(html`<button data-testid="opener">Open</button>`)
    opener.focus()
    const dialog = await fixture<KitDialog>(html`<kit-dialog label="Sign in"></kit-dialog>`)
    dialog.append(document.createElement('autofocus-view'))
    dialog.open = true
    await elementUpdated(dialog)
    // the frame that shows the dialog renders without the focus work
    const focusedInFrame = await new Promise((resolve) => requestAnimationFrame(() => resolve(activeTestId())))
    expect(focusedInFrame).toBe('opener')
    const focusedByNextTask = await new Promise((resolve) => setTimeout(() => resolve(activeTestId())))
    expect(focusedByNextTask).toBe('nested-input')
  })

  test('behavior: closing before the opening frame has rendered moves no focus', async () => {
    const opener = await fixture<HTMLButtonElement>(html`<button data-testid="opener">Open</button>`)
    opener.focus()
    const dialog = await fixture<KitDialog>(html`<kit-dialog label="Sign in"><test-view></test-view></kit-dialog>`)
    dialog.open = true
    await elementUpdated(dialog)
    dialog.open = false
    await elementUpdated(dialog)
    await sleep(50)
    expect(activeTestId()).toBe('opener')
  })

  test('behavior: Tab cycles inside through slots and nested shadow roots', async () => {
    await openDialog({ canGoBack: true })
    expect(activeTestId()).toBe('first')
    await userEvent.keyboard('{Tab}')
    expect(activeTestId()).toBe('nested-input')
    await userEvent.keyboard('{Tab}')
    expect(activeTestId()).toBe('last')
    await userEvent.keyboard('{Tab}')
    expect(activeTestId()).toBe('modal-back')
    await userEvent.keyboard('{Tab}')
    expect(activeTestId()).toBe('modal-close')
    await userEvent.keyboard('{Tab}')
    expect(activeTestId()).toBe('first')
  })

  test('behavior: Shift+Tab wraps backwards', async () => {
    await openDialog()
    expect(activeTestId()).toBe('first')
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    expect(activeTestId()).toBe('modal-close')
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    expect(activeTestId()).toBe('last')
  })

  test('behavior: focus that escapes is brought back', async () => {
    const { opener } = await openDialog()
    opener.focus()
    await nextTask()
    expect(activeTestId()).not.toBe('opener')
  })

  test('behavior: Escape emits kit-close-request', async () => {
    const { dialog } = await openDialog()
    const requests = listen(dialog, 'kit-close-request')
    await userEvent.keyboard('{Escape}')
    expect(requests.map((event) => event.detail)).toEqual([{ source: 'escape' }])
    expect(dialog.open).toBe(true) // the owner decides
  })

  test('behavior: backdrop and close button emit kit-close-request; back emits kit-back', async () => {
    const { dialog } = await openDialog({ canGoBack: true })
    const requests = listen(dialog, 'kit-close-request')
    const backs = listen(dialog, 'kit-back')
    await userEvent.click(byTestId(dialog, 'modal-close')!)
    await userEvent.click(byTestId(dialog, 'modal-backdrop')!, { position: { x: 2, y: 2 } })
    await userEvent.click(byTestId(dialog, 'kit-modal')!) // inside the card: not a backdrop click
    await userEvent.click(byTestId(dialog, 'modal-back')!)
    expect(requests.map((event) => event.detail.source)).toEqual(['close-button', 'backdrop'])
    expect(backs).toHaveLength(1)
    expect(backs[0]?.bubbles && backs[0]?.composed).toBe(true)
  })

  test('behavior: closeDisabled shakes instead of requesting close', async () => {
    const { dialog } = await openDialog({ closeDisabled: true })
    const requests = listen(dialog, 'kit-close-request')
    const shakes = listen(dialog, 'kit-shake')
    await userEvent.keyboard('{Escape}')
    expect(requests).toHaveLength(0)
    expect(shakes.map((event) => event.detail)).toEqual([{ source: 'escape' }])
    const panel = byTestId(dialog, 'kit-modal')!
    expect(panel.hasAttribute('data-shaking')).toBe(true)
    await sleep(560)
    expect(panel.hasAttribute('data-shaking')).toBe(false)
  })

  test('behavior: the shake property plays once and resets', async () => {
    const dialog = await fixture<KitDialog>(html`<kit-dialog open label="X"></kit-dialog>`)
    dialog.shake = true
    await elementUpdated(dialog)
    expect(byTestId(dialog, 'kit-modal')!.hasAttribute('data-shaking')).toBe(true)
    await sleep(560)
    expect(dialog.shake).toBe(false)
  })

  test('behavior: focus returns to the opener on close', async () => {
    const { dialog } = await openDialog()
    expect(activeTestId()).toBe('first')
    dialog.open = false
    await elementUpdated(dialog)
    expect(activeTestId()).toBe('opener')
    // and no trap remains
    const requests = listen(dialog, 'kit-close-request')
    await userEvent.keyboard('{Escape}')
    expect(requests).toHaveLength(0)
  })

  test('behavior: focus returns to an opener inside a shadow root', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`)
    const root = host.attachShadow({ mode: 'open' })
    root.innerHTML = '<button data-testid="shadow-opener">Open</button>'
    root.querySelector('button')!.focus()
    const dialog = await fixture<KitDialog>(html`<kit-dialog label="X"><test-view></test-view></kit-dialog>`)
    dialog.open = true
    await elementUpdated(dialog)
    await dialog.focusInitial()
    expect(activeTestId()).toBe('first')
    dialog.open = false
    await elementUpdated(dialog)
    expect(activeTestId()).toBe('shadow-opener')
  })

  test('behavior: the body height follows the view', async () => {
    const dialog = await fixture<KitDialog>(html`<kit-dialog open label="X"><div style="height: 100px"></div></kit-dialog>`)
    await sleep(50)
    const body = dialog.shadowRoot!.querySelector<HTMLElement>('.body')!
    const initial = body.getBoundingClientRect().height
    ;(dialog.firstElementChild as HTMLElement).style.height = '200px'
    await sleep(250)
    expect(body.getBoundingClientRect().height).toBeGreaterThan(initial + 90)
  })
})
