import { KitElement } from '../../internal/kitElement.js'
import { html, ifDefined, nothing, property, queryAll, styleMap } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import styles from './tabs.styles.js'

/** One tab. */
export type TabItem = {
  id: string
  /** Visible text, already translated. */
  label: string
  /** `data-testid` of the tab. Default `tab-<id>`. */
  testid?: string
  /** Id of the panel the tab controls (`aria-controls`). */
  panelId?: string
  disabled?: boolean
}

/** Fired when the user selects another tab (click or arrow keys). */
export type KitTabChangeEvent = CustomEvent<{ id: string }>

declare global {
  interface GlobalEventHandlersEventMap {
    'kit-tab-change': KitTabChangeEvent
  }
}

/**
 * @summary A segmented tab list (`role="tablist"`) with roving focus: Arrow keys (mirrored in
 * right-to-left layouts), Home and End move and select. The owner renders the panels and sets
 * `active` from `kit-tab-change`.
 *
 * @event kit-tab-change - The user selected a tab. `detail.id`.
 *
 * @csspart tablist - The list.
 * @csspart tab - Each tab button.
 * @csspart indicator - The sliding highlight behind the selected tab.
 */
export class KitTabs extends KitElement {
  static override styles = [baseStyles, styles, reducedMotionStyles]

  /** The tabs. */
  @property({ attribute: false }) tabs: readonly TabItem[] = []

  /** Id of the selected tab (the first tab when unset or unknown). */
  @property() active = ''

  /** Accessible name of the tab list. */
  @property() label = ''

  /** `data-testid` of the tab list. */
  @property() testid = 'tabs'

  @queryAll('[role="tab"]') private tabButtons!: NodeListOf<HTMLButtonElement>

  private get activeIndex(): number {
    const index = this.tabs.findIndex((tab) => tab.id === this.active)
    return index === -1 ? 0 : index
  }

  private select(index: number, focus: boolean): void {
    const tab = this.tabs[index]
    if (!tab || tab.disabled) return
    if (focus) this.tabButtons[index]?.focus()
    if (tab.id === this.tabs[this.activeIndex]?.id) return
    this.active = tab.id
    this.emit('kit-tab-change', { detail: { id: tab.id } })
  }

  private handleKeyDown(event: KeyboardEvent): void {
    const count = this.tabs.length
    if (count === 0) return
    const rtl = getComputedStyle(this).direction === 'rtl'
    const step = (from: number, direction: 1 | -1): number => {
      let index = from
      for (let tries = 0; tries < count; tries++) {
        index = (index + direction + count) % count
        if (!this.tabs[index]?.disabled) return index
      }
      return from
    }
    const current = Array.from(this.tabButtons).indexOf(event.target as HTMLButtonElement)
    const from = current === -1 ? this.activeIndex : current
    let next: number | undefined
    if (event.key === 'ArrowRight') next = step(from, rtl ? -1 : 1)
    else if (event.key === 'ArrowLeft') next = step(from, rtl ? 1 : -1)
    else if (event.key === 'Home') next = step(count - 1, 1)
    else if (event.key === 'End') next = step(0, -1)
    if (next === undefined) return
    event.preventDefault()
    this.select(next, true)
  }

  override render() {
    if (this.tabs.length === 0) return nothing
    const activeIndex = this.activeIndex
    return html`<div
      part="tablist"
      class="tablist"
      role="tablist"
      aria-label=${ifDefined(this.label || undefined)}
      data-testid=${this.testid}
      style=${styleMap({ '--count': String(this.tabs.length), '--index': String(activeIndex) })}
      @keydown=${this.handleKeyDown}
    >
      <span part="indicator" class="indicator" aria-hidden="true"></span>
      ${this.tabs.map((tab, index) => {
        const selected = index === activeIndex
        return html`<button
          part="tab"
          class="tab"
          type="button"
          role="tab"
          id=${`tab-${tab.id}`}
          aria-selected=${selected ? 'true' : 'false'}
          aria-controls=${ifDefined(tab.panelId)}
          tabindex=${selected ? 0 : -1}
          data-testid=${tab.testid ?? `tab-${tab.id}`}
          ?disabled=${tab.disabled ?? false}
          @click=${() => this.select(index, false)}
        >
          ${tab.label}
        </button>`
      })}
    </div>`
  }
}
