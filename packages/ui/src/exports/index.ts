// Public API of @kit/ui: named exports only (STYLE 1, 8.1). Importing this entry registers no
// element: call `defineElements()`, or import `@kit/ui/register` on a plain HTML page.

// Registration
export { defineElements, publicElements } from '../defineElements.js'

// Public elements (the `<appkit-*>` contract)
export { AppKitModal } from '../elements/appkit-modal/appkit-modal.component.js'
export { AppKitButton } from '../elements/appkit-button/appkit-button.component.js'
export { AppKitConnectButton } from '../elements/appkit-connect-button/appkit-connect-button.component.js'
export { AppKitAccountButton } from '../elements/appkit-account-button/appkit-account-button.component.js'
export { AppKitNetworkButton } from '../elements/appkit-network-button/appkit-network-button.component.js'
export { AppKitWalletButton } from '../elements/appkit-wallet-button/appkit-wallet-button.component.js'
export {
  connectNamedWallet,
  findNamedWallet,
  type ConnectNamedWalletParameters,
  type NamedWallet,
} from '../elements/appkit-wallet-button/connectNamedWallet.js'
export { AppKitElement, type AppKitModalReadyEvent } from '../elements/appkit-element.js'

// Connected views and their registry
export { KitView } from '../views/kit-view.js'
export { KitConnectView, walletTestId } from '../views/connect-view/connect-view.component.js'
export { KitConnectingExternalView } from '../views/connecting-external-view/connecting-external-view.component.js'
export { KitAccountView } from '../views/account-view/account-view.component.js'
export { KitNetworksView } from '../views/networks-view/networks-view.component.js'
export { type ViewEntry, type ViewTitle, isViewReady, loadView, viewRegistry } from '../views/registry.js'

// Context and controllers (for custom views and bindings)
export { kitContext } from '../context.js'
export {
  type KitHost,
  type KitStateControllerParameters,
  type KitWatch,
  KitStateController,
  combineWatch,
} from '../controllers/KitStateController.js'
export { ThemeController } from '../controllers/ThemeController.js'

// Presentational components, theme, i18n and helpers (the same names as `@kit/ui/components`,
// taken from the side-effect-free class modules so this entry registers nothing).
export { KitAvatar } from '../components/avatar/avatar.component.js'
export { type ButtonSize, type ButtonVariant, KitButton } from '../components/button/button.component.js'
export { KitChipButton } from '../components/chip-button/chip-button.component.js'
export {
  type KitCopyErrorEvent,
  type KitCopyEvent,
  COPIED_DURATION,
  KitCopyButton,
} from '../components/copy-button/copy-button.component.js'
export {
  type CloseRequestSource,
  type KitBackEvent,
  type KitCloseRequestEvent,
  type KitShakeEvent,
  HEADER_TEXT_DURATION,
  HEIGHT_DURATION,
  KitDialog,
  SHAKE_DURATION,
  VIEW_TRANSITION_DURATION,
} from '../components/dialog/dialog.component.js'
export { KitIcon } from '../components/icon/icon.component.js'
export { KitNetworkItem } from '../components/network-item/network-item.component.js'
export { KitQrCode } from '../components/qr-code/qr-code.component.js'
export { KitSkeleton } from '../components/skeleton/skeleton.component.js'
export { KitSpinner } from '../components/spinner/spinner.component.js'
export { type KitTabChangeEvent, type TabItem, KitTabs } from '../components/tabs/tabs.component.js'
export {
  type KitChangeEvent,
  type KitInputEvent,
  type KitSubmitEvent,
  KitTextField,
} from '../components/text-field/text-field.component.js'
export {
  type KitToastDismissEvent,
  type ToastDismissSource,
  type ToastVariant,
  KitToast,
  SWIPE_THRESHOLD,
} from '../components/toast/toast.component.js'
export { type ToastItem, KitToastStack, MAX_VISIBLE_TOASTS } from '../components/toast-stack/toast-stack.component.js'
export { type WalletItemTagVariant, KitWalletItem } from '../components/wallet-item/wallet-item.component.js'

export { type IconName, iconNames, icons } from '../icons/icons.js'

export { type TruncateAddressOptions, formatBalance, truncateAddress } from '../internal/format.js'
export {
  type EmitOptions,
  type EventDetail,
  type KitEventName,
  KitElement,
  defineElement,
} from '../internal/kit-element.js'
export { containsDeep, getDeepActiveElement, getFocusableElements } from '../internal/focus.js'

export { createThemeStyles, getThemeTokens } from '../theme/theme.js'
export {
  type ThemeMode,
  type ThemeVariables,
  type TokenName,
  DEFAULT_ACCENT,
  DEFAULT_BORDER_RADIUS,
  DEFAULT_FONT_FAMILY,
  DEFAULT_Z_INDEX,
  darkPalette,
  lightPalette,
} from '../theme/tokens.js'
export { token } from '../theme/css.js'

export { type EnglishMessages, type MessageKey, type Messages, en } from '../i18n/en.js'
export {
  type MessageParamNames,
  type MessageParams,
  type Translate,
  type TranslateArgs,
  createTranslator,
  interpolate,
} from '../i18n/translate.js'
export { getTranslate } from '../i18n/getTranslate.js'
