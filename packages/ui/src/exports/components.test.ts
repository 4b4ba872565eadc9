import { expect, test } from 'vitest'
import * as components from './components.js'

test('exports', () => {
  expect(Object.keys(components).sort()).toMatchInlineSnapshot(`
    [
      "COPIED_DURATION",
      "DEFAULT_ACCENT",
      "DEFAULT_BORDER_RADIUS",
      "DEFAULT_FONT_FAMILY",
      "DEFAULT_Z_INDEX",
      "HEADER_TEXT_DURATION",
      "HEIGHT_DURATION",
      "KitAvatar",
      "KitButton",
      "KitChipButton",
      "KitCopyButton",
      "KitDialog",
      "KitElement",
      "KitIcon",
      "KitNetworkItem",
      "KitQrCode",
      "KitSkeleton",
      "KitSpinner",
      "KitTabs",
      "KitTextField",
      "KitToast",
      "KitToastStack",
      "KitWalletItem",
      "MAX_VISIBLE_TOASTS",
      "SHAKE_DURATION",
      "SWIPE_THRESHOLD",
      "VIEW_TRANSITION_DURATION",
      "containsDeep",
      "createFallbackTranslator",
      "createThemeStyles",
      "createTranslator",
      "darkPalette",
      "defineElement",
      "en",
      "formatBalance",
      "getDeepActiveElement",
      "getFocusableElements",
      "getThemeTokens",
      "getTranslate",
      "iconNames",
      "icons",
      "interpolate",
      "lightPalette",
      "token",
      "truncateAddress",
    ]
  `)
})

test('behavior: every element class is registered on import', () => {
  for (const tag of [
    'kit-avatar',
    'kit-button',
    'kit-chip-button',
    'kit-copy-button',
    'kit-dialog',
    'kit-icon',
    'kit-network-item',
    'kit-skeleton',
    'kit-spinner',
    'kit-tabs',
    'kit-text-field',
    'kit-toast',
    'kit-toast-stack',
    'kit-wallet-item',
  ])
    expect(customElements.get(tag), tag).toBeDefined()
})
