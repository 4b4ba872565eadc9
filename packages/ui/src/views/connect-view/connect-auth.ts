// The lazy chunk of the Connect view's email and social methods (kept out of the first load).
import { defineElement } from '../../internal/kitElement.js'
import { KitConnectEmail } from './connect-email.component.js'
import { KitConnectSocials } from './connect-socials.component.js'

export { KitConnectEmail, KitConnectSocials }

/** Registers `<kit-connect-email>` and `<kit-connect-socials>` (idempotent). */
export function defineConnectAuth(): void {
  defineElement('kit-connect-email', KitConnectEmail)
  defineElement('kit-connect-socials', KitConnectSocials)
}

declare global {
  interface HTMLElementTagNameMap {
    'kit-connect-email': KitConnectEmail
    'kit-connect-socials': KitConnectSocials
  }
}
