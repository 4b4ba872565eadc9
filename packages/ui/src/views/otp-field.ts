import { html } from 'lit'
import type { KitInputEvent } from '../components/text-field/text-field.component.js'
import { t } from '../i18n/translate.js'

/** Email codes are 6 digits (apps/secure). */
export const otpLength = 6

/** The one-time-code field shared by EmailLogin and UpdateEmailWallet (`otp-input`). */
export function renderOtpField({
  value,
  error,
  disabled,
  onInput,
  onSubmit,
}: {
  value: string
  error: string
  disabled: boolean
  onInput(event: KitInputEvent): void
  onSubmit(): void
}) {
  return html`<kit-text-field
    class="code"
    autofocus
    inputmode="numeric"
    autocomplete="one-time-code"
    name="otp"
    .label=${t('email.codeLabel')}
    hide-label
    .placeholder=${'0'.repeat(otpLength)}
    .maxlength=${otpLength}
    .value=${value}
    .error=${error}
    ?disabled=${disabled}
    testid="otp-input"
    @kit-input=${onInput}
    @kit-submit=${onSubmit}
  ></kit-text-field>`
}
