// Presentational `kit-*` elements, theme, i18n and display helpers of @kit/ui.
// Importing an element class from here also registers its tag (and the tags it renders).

export { KitAvatar } from '../components/avatar/avatar.js'
export { type ButtonSize, type ButtonVariant } from '../components/button/button.component.js'
export { KitButton } from '../components/button/button.js'
export { KitChipButton } from '../components/chip-button/chip-button.js'
export {
  type KitCopyErrorEvent,
  type KitCopyEvent,
  COPIED_DURATION,
} from '../components/copy-button/copy-button.component.js'
export { KitCopyButton } from '../components/copy-button/copy-button.js'
export {
  type CloseRequestSource,
  type KitBackEvent,
  type KitCloseRequestEvent,
  type KitShakeEvent,
  HEADER_TEXT_DURATION,
  HEIGHT_DURATION,
  SHAKE_DURATION,
  VIEW_TRANSITION_DURATION,
} from '../components/dialog/dialog.component.js'
export { KitDialog } from '../components/dialog/dialog.js'
export { KitIcon } from '../components/icon/icon.js'
export { KitNetworkItem } from '../components/network-item/network-item.js'
export { KitQrCode } from '../components/qr-code/qr-code.js'
export { KitSkeleton } from '../components/skeleton/skeleton.js'
export { KitSpinner } from '../components/spinner/spinner.js'
export { type KitTabChangeEvent, type TabItem } from '../components/tabs/tabs.component.js'
export { KitTabs } from '../components/tabs/tabs.js'
export {
  type KitChangeEvent,
  type KitInputEvent,
  type KitSubmitEvent,
} from '../components/text-field/text-field.component.js'
export { KitTextField } from '../components/text-field/text-field.js'
export {
  type KitToastDismissEvent,
  type ToastDismissSource,
  type ToastVariant,
  SWIPE_THRESHOLD,
} from '../components/toast/toast.component.js'
export { KitToast } from '../components/toast/toast.js'
export { type ToastItem, MAX_VISIBLE_TOASTS } from '../components/toast-stack/toast-stack.component.js'
export { KitToastStack } from '../components/toast-stack/toast-stack.js'
export { type WalletItemTagVariant } from '../components/wallet-item/wallet-item.component.js'
export { KitWalletItem } from '../components/wallet-item/wallet-item.js'

export { type IconName, iconNames, icons } from '../icons/icons.js'

export { type TruncateAddressOptions, formatBalance, truncateAddress } from '../internal/format.js'
export {
  type EmitOptions,
  type EventDetail,
  type KitEventName,
  KitElement,
  defineElement,
} from '../internal/kit-element.js'
export {
  containsDeep,
  getDeepActiveElement,
  getFocusableElements,
} from '../internal/focus.js'

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
