import { buttonElements } from './defineElements.js'
import { AppKitModal } from './elements/appkit-modal/appkit-modal.component.js'

/**
 * The public elements (tag → class); each brings the `kit-*` elements it renders along. (Its own
 * module: `defineElements` registers `<appkit-modal>` from a chunk of its own, off the first load.)
 */
export const publicElements = { 'appkit-modal': AppKitModal, ...buttonElements } as const
