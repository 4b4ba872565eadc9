import { connectEmail, connectEmailDevice, connectEmailOtp, getAuth, goBack, watchAuth } from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { KitSpinner } from '../../components/spinner/spinner.component.js'
import { CodeEntryController } from '../../controllers/CodeEntryController.js'
import { FrameSlotController } from '../../controllers/FrameSlotController.js'
import { css, html, nothing, query, state } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { token } from '../../theme/css.js'
import { authErrorText, shortenEmail } from '../auth-error-text.js'
import { codeSlotStyles, renderCodeSlot } from '../code-slot.js'
import { KitView } from '../kit-view.js'
import { viewStyles } from '../view.styles.js'

/**
 * @summary EmailLogin: after the email (Connect view), either "check your email to approve this
 * device" (VERIFY_DEVICE: waits, asking the frame every second, until the emailed link is
 * opened) or the 6-digit code entry. The code is typed on the secure origin: the frame draws its
 * own field (`otp-input`, errors in `otp-input-error`) over this view's slot (`email-code-slot`),
 * so the host page never sees the code. "Resend code" counts down the 30 s cooldown ('Resend in
 * {seconds}s', disabled) and is enabled once a new code may be asked for. The modal closes once
 * connected; leaving the view closes the frame's entry.
 *
 * @dependency kit-button
 * @dependency kit-icon
 * @dependency kit-spinner
 */
export class KitEmailLoginView extends KitView {
  static override styles = [
    baseStyles,
    viewStyles,
    reducedMotionStyles,
    codeSlotStyles,
    css`
      .resend {
        min-block-size: 1.5em;
        margin: 0;
        font-size: ${token('--kit-font-size-sm')};
        color: ${token('--kit-color-fg-muted')};
      }
    `,
  ]
  static override dependencies = {
    'kit-button': KitButton,
    'kit-icon': KitIcon,
    'kit-spinner': KitSpinner,
  }

  private readonly auth = this.select({ get: getAuth, watch: watchAuth })

  @state() private error = ''
  @state() private resending = false
  @state() private resendMessage = ''
  @query('.code-slot') private slotElement?: HTMLElement

  #waitingFor: unknown
  #tick: ReturnType<typeof setTimeout> | undefined

  /** The frame's code entry sits exactly on the slot while it is open. */
  protected readonly frameSlot = new FrameSlotController(this, {
    kit: () => this.kit,
    slot: () => this.slotElement,
    active: () => Boolean(this.auth.value?.codeEntry),
  })

  /** The frame's code entry, once per login attempt; leaving the view closes it. */
  private readonly codeEntry = new CodeEntryController(this, {
    kit: () => this.kit,
    onError: (error) => {
      this.error = authErrorText(this.t, error)
    },
  })

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.#tick)
    this.#tick = undefined
  }

  /** Whole seconds until a new code may be asked for (0: now). */
  private resendIn(): number {
    const resendAt = this.auth.value?.emailLogin?.resendAt ?? 0
    return Math.max(0, Math.ceil((resendAt - Date.now()) / 1000))
  }

  /** Re-renders on each whole second of the resend countdown, until it reaches 0. */
  private scheduleTick(): void {
    if (this.#tick !== undefined || this.resendIn() === 0) return
    const resendAt = this.auth.value?.emailLogin?.resendAt ?? 0
    const untilNextSecond = ((resendAt - Date.now()) % 1000) + 1
    this.#tick = setTimeout(() => {
      this.#tick = undefined
      this.requestUpdate()
    }, untilNextSecond)
  }

  protected override updated(): void {
    const login = this.auth.value?.emailLogin
    // The code entry resolves once a code signed in.
    if (login && login.action !== 'VERIFY_DEVICE') this.codeEntry.open(login, connectEmailOtp)
    this.scheduleTick()
    // VERIFY_DEVICE: wait for the approval (once per login attempt).
    if (login?.action === 'VERIFY_DEVICE' && this.#waitingFor !== login && this.kit) {
      this.#waitingFor = login
      connectEmailDevice(this.kit).catch((error: unknown) => {
        if (this.isConnected) this.error = authErrorText(this.t, error)
      })
    }
  }

  private async resend(): Promise<void> {
    const kit = this.kit
    const email = this.auth.value?.emailLogin?.email
    if (!kit || !email || this.resending || this.resendIn() > 0) return
    this.resending = true
    this.resendMessage = ''
    this.error = ''
    try {
      await connectEmail(kit, { email })
      this.resendMessage = this.t('email.codeSent', { email })
    } catch (error) {
      this.resendMessage = authErrorText(this.t, error)
    } finally {
      this.resending = false
    }
  }

  private renderDevice(email: string) {
    return html`<div class="status" data-testid="email-verify-device" aria-live="polite">
      <span class="icon"><kit-icon name="mail" size="28"></kit-icon></span>
      <div class="status-text">
        <p class="heading">${this.t('email.checkEmailDevice')}</p>
        <p class="description">${this.t('email.approveDeviceHint', { email: shortenEmail(email) })}</p>
      </div>
      ${
        this.error
          ? html`<p class="heading error" role="alert" data-testid="email-login-error">${this.error}</p>`
          : html`<kit-spinner size="24" label=${this.t('email.approveDevice')}></kit-spinner>`
      }
      <kit-button variant="ghost" size="sm" testid="email-login-back" @click=${() => this.kit && goBack(this.kit)}
        >${this.t('common.back')}</kit-button
      >
    </div>`
  }

  override render() {
    const login = this.auth.value?.emailLogin
    if (!login) return nothing
    if (login.action === 'VERIFY_DEVICE') return this.renderDevice(login.email)
    const resendIn = this.resendIn()
    return html`<div class="status" data-testid="email-login-view">
      <span class="icon"><kit-icon name="mail" size="28"></kit-icon></span>
      <div class="status-text">
        <p class="heading">${this.t('email.enterCode')}</p>
        <p class="description" title=${login.email}>${this.t('email.codeSent', { email: shortenEmail(login.email) })}</p>
      </div>
      ${renderCodeSlot(this.t, { testid: 'email-code-slot', open: Boolean(this.auth.value?.codeEntry) })}
      ${this.error ? html`<p class="heading error" role="alert" data-testid="email-login-error">${this.error}</p>` : nothing}
      <p class="resend" aria-live="polite" data-testid="email-resend-message">${this.resendMessage}</p>
      <kit-button variant="ghost" size="sm" testid="email-resend" ?loading=${this.resending} ?disabled=${resendIn > 0} @click=${this.resend}
        >${resendIn > 0 ? this.t('email.resendIn', { seconds: resendIn }) : this.t('email.resend')}</kit-button
      >
    </div>`
  }
}
