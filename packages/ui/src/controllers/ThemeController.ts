import type { GetThemeReturnType, Kit } from '@kit/core'
import { getTheme, watchTheme } from '@kit/core'
import type { ReactiveController, ReactiveElement } from '../internal/lit.js'
import { createThemeStyles } from '../theme/theme.js'
import { type KitHost, KitStateController } from './KitStateController.js'

declare module '@kit/core' {
  interface KitRuntime {
    /** The kit's theme as one constructed stylesheet that every element of the kit adopts (built for `theme`). */
    themeSheet?: { theme: GetThemeReturnType; text: string; sheet: CSSStyleSheet }
  }
}

/**
 * The kit's theme sheet: `:host { --kit-*: …; }`, built once per theme and shared by all of the
 * kit's elements (a constructed stylesheet can be adopted by any number of shadow roots). A new
 * theme rewrites the same sheet, so every element follows at once.
 */
function themeSheetOf(kit: Kit, theme: GetThemeReturnType): { text: string; sheet: CSSStyleSheet } {
  const runtime = kit._internal.runtime
  const cached = runtime.themeSheet
  if (cached?.theme === theme) return cached
  const text = createThemeStyles(theme.themeMode, theme.themeVariables)
  const sheet = cached?.sheet ?? new CSSStyleSheet()
  sheet.replaceSync(`:host { ${text} }`)
  runtime.themeSheet = { theme, text, sheet }
  return runtime.themeSheet
}

/**
 * Applies the kit's theme (`themeMode`, `themeVariables`) to its host as `--kit-*` custom
 * properties on `:host`, through the kit's constructed stylesheet adopted by the host's shadow root.
 * Nothing is injected into the page; the variables inherit into the host's shadow tree only.
 */
export class ThemeController implements ReactiveController {
  readonly #host: KitHost & ReactiveElement
  readonly #theme: KitStateController<GetThemeReturnType>
  #adopted: CSSStyleSheet | undefined
  #applied = ''

  constructor(host: KitHost & ReactiveElement, kit?: () => Kit | undefined) {
    this.#host = host
    this.#theme = new KitStateController(host, { get: getTheme, watch: watchTheme, kit })
    host.addController(this)
  }

  /** The CSS declarations currently applied (empty without a kit). */
  get cssText(): string {
    return this.#applied
  }

  hostUpdated(): void {
    const root = this.#host.shadowRoot
    if (!root || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in root)) return
    const kit = this.#theme.kit
    const theme = this.#theme.value
    const current = kit && theme ? themeSheetOf(kit, theme) : undefined
    this.#applied = current?.text ?? ''
    if (current?.sheet === this.#adopted) return
    const others = root.adoptedStyleSheets.filter((sheet) => sheet !== this.#adopted)
    this.#adopted = current?.sheet
    root.adoptedStyleSheets = this.#adopted ? [...others, this.#adopted] : others
  }
}
