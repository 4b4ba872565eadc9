import { otpFieldStyles, otpLength, renderOtpField } from '../otp-field.js'
import {
  getAuth,
  goBack,
  isValidEmail,
  showToast,
  updateEmail,
  updateEmailPrimaryOtp,
  updateEmailSecondaryOtp,
  watchAuth,
} from '@kit/core'
import { css, html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { KitTextField } from '../../components/text-field/text-field.component.js'
import type { KitInputEvent } from '../../components/text-field/text-field.component.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { authErrorText, shortenEmail } from '../auth-error-text.js'
import { KitView } from '../kit-view.js'
import { viewStyles } from '../view.styles.js'


/**
 * @summary UpdateEmailWallet: the new email, then the code sent to the current email
 * (VERIFY_PRIMARY_OTP), then the code sent to the new one (VERIFY_SECONDARY_OTP); the new email
 * is stored and the view returns to Account. Code fields are `otp-input` and submit themselves.
 *
 * @dependency kit-text-field
 * @dependency kit-button
 * @dependency kit-icon
 */
export class KitUpdateEmailView extends KitView {
  static override styles = [
    baseStyles,
    viewStyles,
    reducedMotionStyles,
    otpFieldStyles,
    css`
      form {
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
    `,
  ]
  static override dependencies = { 'kit-text-field': KitTextField, 'kit-button': KitButton, 'kit-icon': KitIcon }

  private readonly auth = this.select({ get: getAuth, watch: watchAuth })

  @state() private email = ''
  @state() private otp = ''
  @state() private error = ''
  @state() private loading = false

  private async submitEmail(event?: Event): Promise<void> {
    event?.preventDefault()
    const kit = this.kit
    if (!kit || this.loading) return
    const email = this.email.trim()
    if (!isValidEmail(email)) {
      this.error = this.t('email.invalid')
      return
    }
    if (email.toLowerCase() === this.auth.value?.user?.email?.toLowerCase()) {
      this.error = this.t('email.sameEmail')
      return
    }
    await this.run(() => updateEmail(kit, { email }))
  }

  private handleOtp(event: KitInputEvent): void {
    this.otp = event.detail.value.replace(/\D/g, '').slice(0, otpLength)
    this.error = ''
    if (this.otp.length === otpLength) void this.submitOtp()
  }

  private async submitOtp(): Promise<void> {
    const kit = this.kit
    const action = this.auth.value?.emailUpdate?.action
    if (!kit || !action || this.loading || this.otp.length !== otpLength) return
    const otp = this.otp
    if (action === 'VERIFY_PRIMARY_OTP') {
      await this.run(() => updateEmailPrimaryOtp(kit, { otp }))
      return
    }
    const done = await this.run(() => updateEmailSecondaryOtp(kit, { otp }))
    if (done) {
      showToast(kit, { variant: 'success', message: this.t('email.updated') })
      goBack(kit)
    }
  }

  private async run(step: () => Promise<unknown>): Promise<boolean> {
    this.loading = true
    this.error = ''
    try {
      await step()
      this.otp = ''
      return true
    } catch (error) {
      this.error = authErrorText(this.t, error)
      this.otp = ''
      return false
    } finally {
      this.loading = false
    }
  }

  private renderEmail() {
    return html`<form novalidate data-testid="update-email-view" @submit=${this.submitEmail}>
      <kit-text-field
        type="email"
        inputmode="email"
        autocomplete="email"
        autofocus
        name="email"
        .label=${this.t('email.newEmail')}
        .placeholder=${this.t('connect.emailPlaceholder')}
        .value=${this.email}
        .error=${this.error}
        ?disabled=${this.loading}
        testid="update-email-input"
        @kit-input=${(event: KitInputEvent) => {
          this.email = event.detail.value
          this.error = ''
        }}
        @kit-submit=${() => this.submitEmail()}
      ></kit-text-field>
      <kit-button
        full-width
        testid="update-email-submit"
        ?loading=${this.loading}
        ?disabled=${!this.email.trim()}
        @click=${() => this.submitEmail()}
        >${this.t('common.continue')}</kit-button
      >
    </form>`
  }

  private renderCode(primary: boolean, email: string) {
    return html`<div class="status" data-testid=${primary ? 'update-email-primary' : 'update-email-secondary'}>
      <span class="icon"><kit-icon name="mail" size="28"></kit-icon></span>
      <div class="status-text">
        <p class="heading">${primary ? this.t('email.verifyCurrent') : this.t('email.verifyNew')}</p>
        <p class="description">
          ${this.t('email.codeSent', { email: shortenEmail(email) })}
        </p>
      </div>
      ${renderOtpField(this.t, {
        value: this.otp,
        error: this.error,
        disabled: this.loading,
        onInput: this.handleOtp,
        onSubmit: () => this.submitOtp(),
      })}
    </div>`
  }

  override render() {
    const auth = this.auth.value
    if (!auth) return nothing
    const update = auth.emailUpdate
    if (!update) return this.renderEmail()
    return update.action === 'VERIFY_PRIMARY_OTP'
      ? this.renderCode(true, auth.user?.email ?? '')
      : this.renderCode(false, update.email)
  }
}
