import { AppKitAccountButton } from './elements/appkit-account-button/appkit-account-button.component.js'
import { AppKitButton } from './elements/appkit-button/appkit-button.component.js'
import { AppKitConnectButton } from './elements/appkit-connect-button/appkit-connect-button.component.js'
import { AppKitNetworkButton } from './elements/appkit-network-button/appkit-network-button.component.js'
import { defineElement } from './internal/kitElement.js'
import { isSlowNetwork } from './internal/slowNetwork.js'
import { whenIdle } from './internal/whenIdle.js'

/** The buttons (tag → class): small, registered at once so a page shows them on its first render. */
export const buttonElements = {
  'appkit-button': AppKitButton,
  'appkit-connect-button': AppKitConnectButton,
  'appkit-account-button': AppKitAccountButton,
  'appkit-network-button': AppKitNetworkButton,
} as const

/**
 * Registers `<appkit-modal>`, `<appkit-button>`, `<appkit-connect-button>`,
 * `<appkit-account-button>`, `<appkit-network-button>` and `<appkit-wallet-button>` with every element they render
 * (lazy views register when their chunk loads). Safe to call more than once; does nothing where
 * there is no DOM (Node, SSR). Importing `@kit/ui` registers nothing by itself.
 *
 * The buttons are registered at once. `<appkit-modal>` (its dialog, the Connect view, the views'
 * registry) is a chunk of its own, fetched once the page is idle (at most 200 ms later) and
 * registered when it arrives, so it stays out of the page's first load and first paint: a `kit`
 * set on an `<appkit-modal>` before then is kept, the buttons find it, and a modal opened before
 * then shows once registered. `<appkit-wallet-button>` (one wallet's own button, which AppKit
 * ships as a package of its own) comes in the same idle moment: most pages have none. The
 * returned promise resolves once both are registered too.
 */
export function defineElements(): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined' || typeof customElements === 'undefined') return Promise.resolve()
  for (const [tag, element] of Object.entries(buttonElements)) defineElement(tag, element)
  // Not during the page's first render: the bundler's preload helper adds a link per chunk the
  // modal needs, which delayed the buttons' first paint by about 25 ms (bench/compare.mjs). On a
  // slow connection at once: the chunk's round trip (over half a second on Slow 4G) would
  // otherwise still be under way when the visitor clicks (bench/compare.mjs --phone).
  const start = isSlowNetwork() ? Promise.resolve() : new Promise<void>((resolve) => whenIdle(resolve, { timeout: 200 }))
  return start
    .then(() => Promise.all([import('./elements/appkit-modal/appkit-modal.js'), import('./elements/appkit-wallet-button/appkit-wallet-button.js')]))
    .then(() => undefined)
}
