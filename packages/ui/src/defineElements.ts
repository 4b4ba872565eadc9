import { AppKitAccountButton } from './elements/appkit-account-button/appkit-account-button.component.js'
import { AppKitButton } from './elements/appkit-button/appkit-button.component.js'
import { AppKitConnectButton } from './elements/appkit-connect-button/appkit-connect-button.component.js'
import { AppKitModal } from './elements/appkit-modal/appkit-modal.component.js'
import { AppKitNetworkButton } from './elements/appkit-network-button/appkit-network-button.component.js'
import { AppKitWalletButton } from './elements/appkit-wallet-button/appkit-wallet-button.component.js'
import { defineElement } from './internal/kit-element.js'

/** The public elements (tag → class); each brings the `kit-*` elements it renders along. */
export const publicElements = {
  'appkit-modal': AppKitModal,
  'appkit-button': AppKitButton,
  'appkit-connect-button': AppKitConnectButton,
  'appkit-account-button': AppKitAccountButton,
  'appkit-network-button': AppKitNetworkButton,
  'appkit-wallet-button': AppKitWalletButton,
} as const

/**
 * Registers `<appkit-modal>`, `<appkit-button>`, `<appkit-connect-button>`,
 * `<appkit-account-button>`, `<appkit-network-button>` and `<appkit-wallet-button>` with every element they render
 * (lazy views register when their chunk loads). Safe to call more than once; does nothing where
 * there is no DOM (Node, SSR). Importing `@kit/ui` registers nothing by itself.
 */
export function defineElements(): void {
  if (typeof window === 'undefined' || typeof document === 'undefined' || typeof customElements === 'undefined') return
  for (const [tag, element] of Object.entries(publicElements)) defineElement(tag, element)
}
