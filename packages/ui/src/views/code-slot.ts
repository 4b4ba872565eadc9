import type { Translate } from '../i18n/translate.js'
import { css, html, nothing } from '../internal/lit.js'
import { token } from '../theme/css.js'

/** Styles of the email code views: the mail icon (`.icon`) and the slot the frame's code entry is revealed over (`.code-slot`). */
export const codeSlotStyles = css`
  .icon {
    display: grid;
    place-items: center;
    inline-size: 56px;
    block-size: 56px;
    border-radius: ${token('--kit-radius-lg')};
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-accent')};
  }
  .code-slot {
    inline-size: 100%;
    block-size: 112px;
    display: grid;
    place-items: center;
  }
`

/**
 * The place of an email code in EmailLogin and UpdateEmailWallet: empty, with a spinner until the
 * frame's own field (`otp-input`, on the secure origin) is revealed over it. The host page has
 * no field for the code.
 */
export function renderCodeSlot(t: Translate, { testid, open }: { testid: string; open: boolean }) {
  return html`<div class="code-slot" data-testid=${testid} aria-busy=${open ? 'false' : 'true'}>
    ${open ? nothing : html`<kit-spinner size="20" label=${t('common.loading')}></kit-spinner>`}
  </div>`
}
