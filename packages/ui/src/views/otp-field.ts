import { css, html } from 'lit'
import type { KitInputEvent } from '../components/text-field/text-field.component.js'
import type { Translate } from '../i18n/translate.js'
import { token } from '../theme/css.js'

/** Email codes are 6 digits (apps/secure). */
export const otpLength = 6

/** Styles of the email code views: the mail icon (`.icon`) above the code field (`.code`). */
export const otpFieldStyles = css`
  .icon {
    display: grid;
    place-items: center;
    inline-size: 56px;
    block-size: 56px;
    border-radius: ${token('--kit-radius-lg')};
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-accent')};
  }
  .code {
    inline-size: 100%;
    max-inline-size: 280px;
  }
`

/** The one-time-code field shared by EmailLogin and UpdateEmailWallet (`otp-input`). */
export function renderOtpField(t: Translate, {
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
