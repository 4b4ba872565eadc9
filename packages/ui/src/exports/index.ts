// Public API of @kit/ui: named exports only (docs/contributing.md, "Packages and exports"). Importing this entry registers no
// element: call `defineElements()`, or import `@kit/ui/register` on a plain HTML page.

// Presentational components, theme, i18n and helpers (the same names as `@kit/ui/components`,
// taken from the side-effect-free class modules so this entry registers nothing).
export { KitAvatar } from '../components/avatar/avatar.component.js'
export { type ButtonSize, type ButtonVariant, KitButton } from '../components/button/button.component.js'
export { KitChipButton } from '../components/chip-button/chip-button.component.js'
export {
  COPIED_DURATION,
  KitCopyButton,
  type KitCopyErrorEvent,
  type KitCopyEvent,
} from '../components/copy-button/copy-button.component.js'
export {
  type CloseRequestSource,
  HEADER_TEXT_DURATION,
  HEIGHT_DURATION,
  type KitBackEvent,
  type KitCloseRequestEvent,
  KitDialog,
  type KitShakeEvent,
  SHAKE_DURATION,
  VIEW_TRANSITION_DURATION,
} from '../components/dialog/dialog.component.js'
export { KitIcon } from '../components/icon/icon.component.js'
export { KitNetworkItem } from '../components/network-item/network-item.component.js'
export { KitQrCode } from '../components/qr-code/qr-code.component.js'
export { KitSkeleton } from '../components/skeleton/skeleton.component.js'
export { KitSpinner } from '../components/spinner/spinner.component.js'
export { type KitTabChangeEvent, KitTabs, type TabItem } from '../components/tabs/tabs.component.js'
export {
  type KitChangeEvent,
  type KitInputEvent,
  type KitSubmitEvent,
  KitTextField,
} from '../components/text-field/text-field.component.js'
export {
  KitToast,
  type KitToastDismissEvent,
  SWIPE_THRESHOLD,
  type ToastDismissSource,
  type ToastVariant,
} from '../components/toast/toast.component.js'
export { KitToastStack, MAX_VISIBLE_TOASTS, type ToastItem } from '../components/toast-stack/toast-stack.component.js'
export { KitWalletItem, type WalletItemTagVariant } from '../components/wallet-item/wallet-item.component.js'

// Context and controllers (for custom views and bindings)
export { kitContext } from '../context.js'
export {
  combineWatch,
  type KitHost,
  KitStateController,
  type KitStateControllerParameters,
  type KitWatch,
} from '../controllers/KitStateController.js'
export { ThemeController } from '../controllers/ThemeController.js'
// Registration
export { defineElements } from '../defineElements.js'
export { AppKitAccountButton } from '../elements/appkit-account-button/appkit-account-button.component.js'
export { AppKitButton } from '../elements/appkit-button/appkit-button.component.js'
export { AppKitConnectButton } from '../elements/appkit-connect-button/appkit-connect-button.component.js'
export { AppKitElement, type AppKitKitRequestEvent, type AppKitModalReadyEvent } from '../elements/appkit-element.js'
// Public elements (the `<appkit-*>` contract)
export { AppKitModal } from '../elements/appkit-modal/appkit-modal.component.js'
export { AppKitNetworkButton } from '../elements/appkit-network-button/appkit-network-button.component.js'
export { AppKitWalletButton } from '../elements/appkit-wallet-button/appkit-wallet-button.component.js'
export {
  type ConnectNamedWalletParameters,
  connectNamedWallet,
  findNamedWallet,
  type NamedWallet,
} from '../elements/appkit-wallet-button/connect-named-wallet.js'
export { createTranslator } from '../i18n/createTranslator.js'
export { type EnglishMessages, en, type MessageKey, type Messages } from '../i18n/en.js'
export { getTranslate } from '../i18n/getTranslate.js'
export {
  createFallbackTranslator,
  interpolate,
  type MessageParamNames,
  type MessageParams,
  type Translate,
  type TranslateArgs,
} from '../i18n/translate.js'
export { type IconName, iconNames, icons } from '../icons/icons.js'
export { containsDeep, getDeepActiveElement, getFocusableElements } from '../internal/focus.js'
export { formatBalance, type TruncateAddressOptions, truncateAddress } from '../internal/format.js'
export {
  defineElement,
  type EmitOptions,
  type EventDetail,
  KitElement,
  type KitEventName,
} from '../internal/kitElement.js'
export { publicElements } from '../publicElements.js'
export { token } from '../theme/css.js'
export { createThemeStyles, getThemeTokens } from '../theme/theme.js'
export {
  DEFAULT_ACCENT,
  DEFAULT_BORDER_RADIUS,
  DEFAULT_FONT_FAMILY,
  DEFAULT_Z_INDEX,
  darkPalette,
  lightPalette,
  type ThemeMode,
  type ThemeVariables,
  type TokenName,
} from '../theme/tokens.js'
export { KitAccountView } from '../views/account-view/account-view.component.js'
export { KitConnectView, walletTestId } from '../views/connect-view/connect-view.component.js'
export { KitConnectingExternalView } from '../views/connecting-external-view/connecting-external-view.component.js'
// Connected views and their registry
export { KitView } from '../views/kit-view.js'
export { KitNetworksView } from '../views/networks-view/networks-view.component.js'
export { isViewReady, loadView, type ViewEntry, type ViewTitle, viewRegistry } from '../views/registry.js'
