import { buttonMessages } from './buttonMessages.js'

/**
 * The English texts `<appkit-modal>`'s own chunk shows: the buttons' texts, the modal shell
 * (dialog, toasts) and the Connect view's list. The rest of the catalogue (`en`, which spreads
 * these in) is a chunk the lazy views share, which the modal also fetches in an idle moment: the
 * first click's list does not wait for every view's English (docs/architecture.md, "How a lazy
 * view loads"). The modal shell and the Connect view only accept these keys (`ModalMessageKey`).
 */
export const modalMessages = {
  ...buttonMessages,
  'common.back': 'Back',
  'common.close': 'Close',
  'common.dismiss': 'Dismiss',
  'common.loading': 'Loading',
  'common.notifications': 'Notifications',
  'common.or': 'or',
  'connect.title': 'Connect a wallet',
  'connect.recent': 'Recent',
  'connect.installed': 'Installed',
  'connect.qrCode': 'QR code',
  'connect.haveNoWallet': "Haven't got a wallet?",
  'error.actionNotAllowed': 'Action not allowed',
} as const

/** A key the modal shell and the Connect view translate. */
export type ModalMessageKey = keyof typeof modalMessages
