import { connectEmail, emitEvent, isValidEmail, navigate, preloadAuth } from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import type { KitInputEvent } from '../../components/text-field/text-field.component.js'
import { KitTextField } from '../../components/text-field/text-field.component.js'
import { css, html, state } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { authErrorText } from '../auth-error-text.js'
import { KitView } from '../kit-view.js'

/**
 * @summary The Connect view's email method: an email field and a continue button. Typing starts
 * loading the secure frame; submitting starts `connectEmail` and opens EmailLogin
 * (code entry, or device approval). Errors (invalid email, 'Please try again after {n} seconds')
 * show under the field.
 *
 * @dependency kit-text-field
 * @dependency kit-button
 * @dependency kit-icon
 */
export class KitConnectEmail extends KitView {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      form {
        display: flex;
        flex-direction: column;
        gap: 8px;
      }
    `,
  ]
  static override dependencies = { 'kit-text-field': KitTextField, 'kit-button': KitButton, 'kit-icon': KitIcon }

  @state() private email = ''
  @state() private error = ''
  @state() private loading = false

  /** Whether EMAIL_LOGIN_SELECTED was sent for this view. */
  private selected = false

  /**
   * AppKit's EMAIL_LOGIN_SELECTED, once: the person picks the email field (presses on it or types
   * in it). Not on focus alone: the modal moves the focus there itself when it opens.
   */
  private handleSelect(): void {
    if (this.selected || !this.kit) return
    this.selected = true
    emitEvent(this.kit, 'EMAIL_LOGIN_SELECTED')
  }

  private handleInput(event: KitInputEvent): void {
    this.handleSelect()
    // Typing an email is using email login: the frame loads meanwhile (not on mere focus).
    if (!this.email && this.kit) void preloadAuth(this.kit).catch(() => undefined)
    this.email = event.detail.value
    this.error = ''
  }

  private async submit(event?: Event): Promise<void> {
    event?.preventDefault()
    const kit = this.kit
    if (!kit || this.loading) return
    const email = this.email.trim()
    if (!isValidEmail(email)) {
      this.error = this.t('email.invalid')
      return
    }
    this.loading = true
    this.error = ''
    try {
      const { action } = await connectEmail(kit, { email })
      // CONNECT: already signed in on this device; the modal closes once connected.
      if (action !== 'CONNECT') navigate(kit, { view: 'EmailLogin' })
    } catch (error) {
      this.error = authErrorText(this.t, error)
    } finally {
      this.loading = false
    }
  }

  override render() {
    return html`<form novalidate @submit=${this.submit}>
      <kit-text-field
        type="email"
        inputmode="email"
        autocomplete="email"
        name="email"
        hide-label
        .label=${this.t('connect.email')}
        .placeholder=${this.t('connect.emailPlaceholder')}
        .value=${this.email}
        .error=${this.error}
        ?disabled=${this.loading}
        testid="email-input"
        @kit-input=${this.handleInput}
        @kit-submit=${() => this.submit()}
        @pointerdown=${this.handleSelect}
      >
        <kit-icon slot="prefix" name="mail" size="18"></kit-icon>
      </kit-text-field>
      <kit-button
        variant="secondary"
        full-width
        testid="email-submit"
        ?loading=${this.loading}
        ?disabled=${!this.email.trim()}
        @click=${() => this.submit()}
        >${this.t('connect.continueWithEmail')}</kit-button
      >
    </form>`
  }
}
