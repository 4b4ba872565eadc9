import { buttonElements } from './defineElements.js'
import { AppKitModal } from './elements/appkit-modal/appkit-modal.component.js'
import { AppKitWalletButton } from './elements/appkit-wallet-button/appkit-wallet-button.component.js'

/**
 * The public elements (tag → class); each brings the `kit-*` elements it renders along. (Its own
 * module: `defineElements` registers `<appkit-modal>` and `<appkit-wallet-button>` from chunks of
 * their own, off the first load.)
 */
export const publicElements = { 'appkit-modal': AppKitModal, ...buttonElements, 'appkit-wallet-button': AppKitWalletButton } as const
