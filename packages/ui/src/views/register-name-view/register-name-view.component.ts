import {
  type CheckNameAvailabilityReturnType,
  checkNameAvailability,
  DEFAULT_NAME_SUFFIX,
  fetchNameSuggestions,
  NameError,
  nameProblem,
  navigate,
  registerName,
} from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { type KitInputEvent, KitTextField } from '../../components/text-field/text-field.component.js'
import { css, html, nothing, state } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { token } from '../../theme/css.js'
import { KitView } from '../kit-view.js'
import { viewStyles } from '../view.styles.js'

/** Wait after the last key before asking the Kit API (docs/rules/limits.md: debounce default 500 ms). */
const DEBOUNCE_MS = 500

/**
 * @summary RegisterAccountName: type a name (`name-input`, letters, digits and hyphens, at least
 * 4 characters, checked as you type), see whether it is free (`name-availability`) and free
 * variants (`name-suggestion-<name>`, a click takes one), then register (`name-register`): the
 * wallet signs the name message and the Kit API stores it; success opens
 * RegisterAccountNameSuccess. Failures show the docs/rules/errors.md text (`name-error`).
 *
 * @dependency kit-text-field
 * @dependency kit-button
 */
export class KitRegisterNameView extends KitView {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .register {
        display: flex;
        flex-direction: column;
        gap: 12px;
        padding: 16px;
      }
      .status {
        margin: 0;
        min-block-size: 1.4em;
        font-size: 0.875rem;
        color: ${token('--kit-color-fg-muted')};
      }
      .status.available {
        color: ${token('--kit-color-success')};
      }
      .status.error {
        color: ${token('--kit-color-error')};
      }
      .suggestions {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .suggestions button {
        font: inherit;
        font-size: 0.875rem;
        padding: 4px 12px;
        border-radius: 999px;
        border: 1px solid ${token('--kit-color-border')};
        background: transparent;
        color: inherit;
        cursor: pointer;
      }
    `,
  ]
  static override dependencies = { 'kit-text-field': KitTextField, 'kit-button': KitButton }

  @state() private value = ''
  @state() private availability: CheckNameAvailabilityReturnType | undefined
  @state() private suggestions: readonly string[] = []
  @state() private lookupError = ''
  @state() private registering = false
  @state() private registerError = ''

  private timer: ReturnType<typeof setTimeout> | undefined
  private lookup: AbortController | undefined

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.timer)
    this.lookup?.abort()
  }

  private handleInput(event: KitInputEvent): void {
    this.setName(event.detail.value)
  }

  private setName(value: string): void {
    this.value = value.trim()
    this.registerError = ''
    this.lookupError = ''
    this.suggestions = []
    clearTimeout(this.timer)
    this.lookup?.abort()
    this.availability = undefined
    if (!this.value) return
    // The rules (docs/rules/validation.md) are checked at once, without a request.
    const reason = nameProblem(this.value)
    if (reason) {
      this.availability = { status: 'invalid', name: this.value, reason }
      return
    }
    this.timer = setTimeout(() => void this.check(), DEBOUNCE_MS)
  }

  private async check(): Promise<void> {
    const kit = this.kit
    if (!kit || !this.value) return
    const controller = new AbortController()
    this.lookup = controller
    const name = this.value
    try {
      const result = await checkNameAvailability(kit, { name, signal: controller.signal })
      if (controller.signal.aborted) return
      this.availability = result
      if (result.status === 'invalid') return
      const suggestions = await fetchNameSuggestions(kit, { name, signal: controller.signal })
      if (!controller.signal.aborted) this.suggestions = suggestions.filter((each) => each !== result.name).slice(0, 5)
    } catch (error) {
      if (controller.signal.aborted) return
      this.lookupError = error instanceof NameError ? error.shortMessage : String(error)
    }
  }

  private async register(): Promise<void> {
    const kit = this.kit
    if (!kit || this.registering || this.availability?.status !== 'available') return
    this.registering = true
    this.registerError = ''
    try {
      await registerName(kit, { name: this.availability.name })
      navigate(kit, { view: 'RegisterAccountNameSuccess' })
    } catch (error) {
      this.registerError = error instanceof NameError ? error.shortMessage : String(error)
    } finally {
      this.registering = false
    }
  }

  private renderStatus() {
    const result = this.availability
    if (this.lookupError) return html`<p class="status error" data-testid="name-availability" role="status">${this.lookupError}</p>`
    if (!result)
      return html`<p class="status" data-testid="name-availability" role="status">${this.value ? this.t('common.loading') : this.t('names.rules')}</p>`
    if (result.status === 'invalid') return html`<p class="status error" data-testid="name-availability" role="status">${result.reason}</p>`
    return html`<p class="status ${result.status}" data-testid="name-availability" data-status=${result.status} role="status">
      ${this.t(result.status === 'available' ? 'names.available' : 'names.taken', { name: result.name })}
    </p>`
  }

  override render() {
    const error = this.registerError
    return html`<form class="register" novalidate data-testid="register-name-view" @submit=${(event: Event) => (event.preventDefault(), this.register())}>
      <kit-text-field
        name="name"
        .label=${this.t('names.label')}
                .value=${this.value}
        .hint=${DEFAULT_NAME_SUFFIX}
        ?disabled=${this.registering}
        testid="name-input"
        @kit-input=${this.handleInput}
        @kit-submit=${() => this.register()}
      ></kit-text-field>
      ${this.renderStatus()}
      ${
        this.suggestions.length
          ? html`<ul class="suggestions" aria-label=${this.t('names.suggestions')}>
            ${this.suggestions.map(
              (name) => html`<li>
                <button type="button" data-testid="name-suggestion-${name}" @click=${() => this.setName(name)}>${name}</button>
              </li>`,
            )}
          </ul>`
          : nothing
      }
      <kit-button
        full-width
        testid="name-register"
        ?loading=${this.registering}
        ?disabled=${this.availability?.status !== 'available'}
        @click=${() => this.register()}
        >${this.t('names.register')}</kit-button
      >
      ${error && !this.registering ? html`<p class="status error" data-testid="name-error" role="alert">${error}</p>` : nothing}
    </form>`
  }
}
