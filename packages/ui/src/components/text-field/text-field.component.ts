import { KitElement } from '../../internal/kitElement.js'
import { classMap, html, ifDefined, live, nothing, property, query, state } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitIcon } from '../icon/icon.component.js'
import styles from './text-field.styles.js'

/** Fired on every keystroke (`detail.value`). */
export type KitInputEvent = CustomEvent<{ value: string }>
/** Fired when the value is committed (blur after a change). */
export type KitChangeEvent = CustomEvent<{ value: string }>
/** Fired when Enter is pressed in the field. */
export type KitSubmitEvent = CustomEvent<{ value: string }>

declare global {
  interface GlobalEventHandlersEventMap {
    'kit-input': KitInputEvent
    'kit-change': KitChangeEvent
    'kit-submit': KitSubmitEvent
  }
}

let nextId = 0

/**
 * @summary A labelled text input with hint and error text (`aria-invalid`, `aria-describedby`).
 * Events fire on user input only.
 *
 * @dependency kit-icon
 *
 * @event kit-input - The value changed while typing. `detail.value`.
 * @event kit-change - The value was committed (blur). `detail.value`.
 * @event kit-submit - Enter was pressed. `detail.value`.
 *
 * @slot prefix - Content before the input (e.g. an icon).
 * @slot suffix - Content after the input (e.g. a button).
 *
 * @csspart label - The `<label>`.
 * @csspart control - The box around the input.
 * @csspart input - The `<input>` (carries `data-testid`).
 * @csspart error - The error text (`data-testid="<testid>-error"`).
 * @csspart hint - The hint text.
 */
export class KitTextField extends KitElement {
  static override styles = [baseStyles, styles, reducedMotionStyles]
  static override shadowRootOptions = { ...KitElement.shadowRootOptions, delegatesFocus: true }
  static override dependencies = { 'kit-icon': KitIcon }

  /** Visible label (already translated). */
  @property() label = ''

  /** Hides the label visually; it still names the input. */
  @property({ type: Boolean, attribute: 'hide-label' }) hideLabel = false

  /** Current value. */
  @property() value = ''

  @property() placeholder = ''

  @property() type: 'text' | 'email' | 'search' | 'url' | 'tel' | 'number' | 'password' = 'text'

  @property() inputmode: 'text' | 'email' | 'search' | 'url' | 'tel' | 'numeric' | 'decimal' | '' = ''

  @property() autocomplete = 'off'

  @property() name = ''

  /** Error text; when set the field is `aria-invalid` and the text replaces the hint. */
  @property() error = ''

  /** Help text under the input. */
  @property() hint = ''

  @property({ type: Boolean, reflect: true }) disabled = false

  @property({ type: Boolean, reflect: true }) readonly = false

  @property({ type: Boolean, reflect: true }) required = false

  @property({ type: Number }) maxlength?: number

  /** `data-testid` of the `<input>`; the error text gets `<testid>-error`. */
  @property() testid = 'text-field'

  @state() private hasPrefix = false
  @state() private hasSuffix = false
  @query('input') private input!: HTMLInputElement

  private readonly inputId = `kit-text-field-${++nextId}`

  /** Selects the text. */
  select(): void {
    this.input?.select()
  }

  private handleInput(): void {
    this.value = this.input.value
    this.emit('kit-input', { detail: { value: this.value } })
  }

  private handleChange(): void {
    this.value = this.input.value
    this.emit('kit-change', { detail: { value: this.value } })
  }

  private handleKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Enter' && !event.isComposing) {
      event.preventDefault()
      this.emit('kit-submit', { detail: { value: this.input.value } })
    }
  }

  private handleSlotChange(event: Event): void {
    const slot = event.target as HTMLSlotElement
    const hasContent = slot.assignedNodes({ flatten: true }).length > 0
    if (slot.name === 'prefix') this.hasPrefix = hasContent
    if (slot.name === 'suffix') this.hasSuffix = hasContent
  }

  override render() {
    const invalid = Boolean(this.error)
    const describedBy = invalid ? `${this.inputId}-error` : this.hint ? `${this.inputId}-hint` : undefined
    return html`<div class="field">
      ${
        this.label
          ? html`<label
            part="label"
            class=${classMap({ label: true, 'visually-hidden': this.hideLabel })}
            for=${this.inputId}
            >${this.label}</label
          >`
          : nothing
      }
      <div
        part="control"
        class=${classMap({ control: true, invalid, disabled: this.disabled })}
        @click=${() => this.input?.focus()}
      >
        <span class=${classMap({ prefix: true, 'has-content': this.hasPrefix })}>
          <slot name="prefix" @slotchange=${this.handleSlotChange}></slot>
        </span>
        <input
          part="input"
          id=${this.inputId}
          data-testid=${this.testid}
          .value=${live(this.value)}
          type=${this.type}
          name=${ifDefined(this.name || undefined)}
          inputmode=${ifDefined(this.inputmode || undefined)}
          placeholder=${ifDefined(this.placeholder || undefined)}
          autocomplete=${this.autocomplete as HTMLInputElement['autocomplete']}
          maxlength=${ifDefined(this.maxlength)}
          aria-label=${ifDefined(this.label ? undefined : this.placeholder || undefined)}
          aria-invalid=${invalid ? 'true' : 'false'}
          aria-describedby=${ifDefined(describedBy)}
          ?disabled=${this.disabled}
          ?readonly=${this.readonly}
          ?required=${this.required}
          spellcheck="false"
          @input=${this.handleInput}
          @change=${this.handleChange}
          @keydown=${this.handleKeyDown}
        />
        <span class=${classMap({ suffix: true, 'has-content': this.hasSuffix })}>
          <slot name="suffix" @slotchange=${this.handleSlotChange}></slot>
        </span>
      </div>
      ${
        invalid
          ? html`<p
            part="error"
            class="message error"
            id="${this.inputId}-error"
            aria-live="polite"
            data-testid="${this.testid}-error"
          >
            <kit-icon name="error" size="14"></kit-icon>${this.error}
          </p>`
          : this.hint
            ? html`<p part="hint" class="message" id="${this.inputId}-hint">${this.hint}</p>`
            : nothing
      }
    </div>`
  }
}
