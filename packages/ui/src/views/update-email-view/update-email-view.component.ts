import { getAuth, goBack, isValidEmail, showToast, updateEmail, updateEmailPrimaryOtp, updateEmailSecondaryOtp, watchAuth } from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { KitSpinner } from '../../components/spinner/spinner.component.js'
import type { KitInputEvent } from '../../components/text-field/text-field.component.js'
import { KitTextField } from '../../components/text-field/text-field.component.js'
import { CodeEntryController } from '../../controllers/CodeEntryController.js'
import { FrameSlotController } from '../../controllers/FrameSlotController.js'
import { css, html, nothing, query, state } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { authErrorText, shortenEmail } from '../auth-error-text.js'
import { codeSlotStyles, renderCodeSlot } from '../code-slot.js'
import { KitView } from '../kit-view.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary UpdateEmailWallet: the new email, then the code sent to the current email
 * (VERIFY_PRIMARY_OTP), then the code sent to the new one (VERIFY_SECONDARY_OTP); the new email
 * is stored and the view returns to Account. Both codes are typed on the secure origin, like the
 * login code: the frame draws its own field (`otp-input`) over this view's slot
 * (`update-email-code-slot`), so the host page never sees them. Leaving the view closes the entry.
 *
 * @dependency kit-text-field
 * @dependency kit-button
 * @dependency kit-icon
 * @dependency kit-spinner
 */
export class KitUpdateEmailView extends KitView {
  static override styles = [
    baseStyles,
    viewStyles,
    reducedMotionStyles,
    codeSlotStyles,
    css`
      form {
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
    `,
  ]
  static override dependencies = { 'kit-text-field': KitTextField, 'kit-button': KitButton, 'kit-icon': KitIcon, 'kit-spinner': KitSpinner }

  private readonly auth = this.select({ get: getAuth, watch: watchAuth })

  @state() private email = ''
  @state() private error = ''
  @state() private loading = false
  @query('.code-slot') private slotElement?: HTMLElement
  /** The update step last rendered (auth's `emailUpdate`). */
  private step: object | undefined

  /** The frame's code entry sits exactly on the slot while it is open. */
  protected readonly frameSlot = new FrameSlotController(this, {
    kit: () => this.kit,
    slot: () => this.slotElement,
    active: () => Boolean(this.auth.value?.codeEntry),
  })

  /** The frame's code entry, once per update step; leaving the view closes it. */
  private readonly codeEntry = new CodeEntryController(this, {
    kit: () => this.kit,
    onError: (error) => {
      this.error = authErrorText(this.t, error)
    },
  })

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
    this.loading = true
    this.error = ''
    try {
      await updateEmail(kit, { email })
    } catch (error) {
      this.error = authErrorText(this.t, error)
    } finally {
      this.loading = false
    }
  }

  /** A new update step clears the error of the last one (before this render, not after it). */
  protected override willUpdate(): void {
    const update = this.auth.value?.emailUpdate
    if (!update || update === this.step) return
    this.step = update
    this.error = ''
  }

  protected override updated(): void {
    const update = this.auth.value?.emailUpdate
    if (!update) return
    const primary = update.action === 'VERIFY_PRIMARY_OTP'
    const enter = primary ? updateEmailPrimaryOtp : updateEmailSecondaryOtp
    // The secondary code stores the new email: the view reports it and returns to Account.
    this.codeEntry.open(update, enter, (kit) => {
      if (primary || !this.isConnected) return
      showToast(kit, { variant: 'success', message: this.t('email.updated') })
      goBack(kit)
    })
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
      ${renderCodeSlot(this.t, { testid: 'update-email-code-slot', open: Boolean(this.auth.value?.codeEntry) })}
      ${this.error ? html`<p class="heading error" role="alert" data-testid="update-email-error">${this.error}</p>` : nothing}
    </div>`
  }

  override render() {
    const auth = this.auth.value
    if (!auth) return nothing
    const update = auth.emailUpdate
    if (!update) return this.renderEmail()
    return update.action === 'VERIFY_PRIMARY_OTP' ? this.renderCode(true, auth.user?.email ?? '') : this.renderCode(false, update.email)
  }
}
