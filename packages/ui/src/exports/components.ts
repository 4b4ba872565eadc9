// Presentational `kit-*` elements, theme, i18n and display helpers of @kit/ui.
// Importing an element class from here also registers its tag (and the tags it renders).

export { KitAvatar } from '../components/avatar/avatar.js'
export type { ButtonSize, ButtonVariant } from '../components/button/button.component.js'
export { KitButton } from '../components/button/button.js'
export { KitChipButton } from '../components/chip-button/chip-button.js'
export {
  COPIED_DURATION,
  type KitCopyErrorEvent,
  type KitCopyEvent,
} from '../components/copy-button/copy-button.component.js'
export { KitCopyButton } from '../components/copy-button/copy-button.js'
export {
  type CloseRequestSource,
  HEADER_TEXT_DURATION,
  HEIGHT_DURATION,
  type KitBackEvent,
  type KitCloseRequestEvent,
  type KitShakeEvent,
  SHAKE_DURATION,
  VIEW_TRANSITION_DURATION,
} from '../components/dialog/dialog.component.js'
export { KitDialog } from '../components/dialog/dialog.js'
export { KitIcon } from '../components/icon/icon.js'
export { KitNetworkItem } from '../components/network-item/network-item.js'
export { KitQrCode } from '../components/qr-code/qr-code.js'
export { KitSkeleton } from '../components/skeleton/skeleton.js'
export { KitSpinner } from '../components/spinner/spinner.js'
export type { KitTabChangeEvent, TabItem } from '../components/tabs/tabs.component.js'
export { KitTabs } from '../components/tabs/tabs.js'
export type {
  KitChangeEvent,
  KitInputEvent,
  KitSubmitEvent,
} from '../components/text-field/text-field.component.js'
export { KitTextField } from '../components/text-field/text-field.js'
export {
  type KitToastDismissEvent,
  SWIPE_THRESHOLD,
  type ToastDismissSource,
  type ToastVariant,
} from '../components/toast/toast.component.js'
export { KitToast } from '../components/toast/toast.js'
export { MAX_VISIBLE_TOASTS, type ToastItem } from '../components/toast-stack/toast-stack.component.js'
export { KitToastStack } from '../components/toast-stack/toast-stack.js'
export type { WalletItemTagVariant } from '../components/wallet-item/wallet-item.component.js'
export { KitWalletItem } from '../components/wallet-item/wallet-item.js'
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
export {
  containsDeep,
  getDeepActiveElement,
  getFocusableElements,
} from '../internal/focus.js'
export { formatBalance, type TruncateAddressOptions, truncateAddress } from '../internal/format.js'
export {
  defineElement,
  type EmitOptions,
  type EventDetail,
  KitElement,
  type KitEventName,
} from '../internal/kitElement.js'
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
