import { KitConnectingWalletConnectView } from '../connecting-walletconnect-view/connecting-walletconnect-view.component.js'

/**
 * @summary ConnectingWalletConnectBasic: the WalletConnect QR code and copy link without a wallet
 * header (docs/rules/screens.md: shown on desktop when the host takes manual control of WalletConnect,
 * or has no adapters).
 *
 * @dependency kit-button
 * @dependency kit-copy-button
 * @dependency kit-icon
 * @dependency kit-spinner
 */
export class KitConnectingWalletConnectBasicView extends KitConnectingWalletConnectView {
  protected override readonly basic: boolean = true
}
