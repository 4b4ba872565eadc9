import { type GetThemeReturnType, getTheme, type Kit, watchTheme } from '@kit/core'
import type { ReactiveController, ReactiveElement } from '../internal/lit.js'
import { createThemeStyles } from '../theme/theme.js'
import { type KitHost, KitStateController } from './KitStateController.js'

/**
 * Applies the kit's theme (`themeMode`, `themeVariables`) to its host as `--kit-*` custom
 * properties on `:host`, through a per-instance constructed stylesheet in the host's shadow root.
 * Nothing is injected into the page; the variables inherit into the host's shadow tree only.
 */
export class ThemeController implements ReactiveController {
  readonly #host: KitHost & ReactiveElement
  readonly #theme: KitStateController<GetThemeReturnType>
  #sheet: CSSStyleSheet | undefined
  #applied: string | undefined

  constructor(host: KitHost & ReactiveElement, kit?: () => Kit | undefined) {
    this.#host = host
    this.#theme = new KitStateController(host, { get: getTheme, watch: watchTheme, kit })
    host.addController(this)
  }

  /** The CSS declarations currently applied (empty without a kit). */
  get cssText(): string {
    return this.#applied ?? ''
  }

  hostUpdated(): void {
    const theme = this.#theme.value
    const text = theme ? createThemeStyles(theme.themeMode, theme.themeVariables) : ''
    if (text === this.#applied) return
    this.#applied = text
    const root = this.#host.shadowRoot
    if (!root || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in root)) return
    if (!this.#sheet) this.#sheet = new CSSStyleSheet()
    this.#sheet.replaceSync(text ? `:host { ${text} }` : '')
    if (!root.adoptedStyleSheets.includes(this.#sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.#sheet]
  }
}
