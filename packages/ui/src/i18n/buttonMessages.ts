/**
 * The English texts of the public buttons (`<appkit-button>`, `<appkit-connect-button>`,
 * `<appkit-account-button>`, `<appkit-network-button>`, `<appkit-wallet-button>`): the only
 * texts in a page's first load. The modal's chunk adds its own (`modalMessages`, which spreads
 * these in), and the rest of the catalogue (`en`) comes with the lazy views, so an app does not
 * load every view's English before the first click. The buttons' translate function only accepts
 * these keys (`ButtonMessageKey`).
 */
export const buttonMessages = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.network': 'Network',
  'connect.walletConnect': 'WalletConnect',
  'format.locale': 'en-US',
  'network.unsupported': 'Unsupported network',
} as const

/** A key the public buttons translate. */
export type ButtonMessageKey = keyof typeof buttonMessages
