import { walletConnect } from './walletConnect.js'

/**
 * Called first (after its imports) by every module of @kit/walletconnect loaded with `import()`,
 * so that the page's first load stays one file: see `anchorToFirstLoad` in @kit/core (this package
 * does not depend on it, so it names its own first call only, `walletConnect`).
 */
export function anchorToFirstLoad(): void {
  if (typeof walletConnect !== 'function') throw new Error('@kit/walletconnect: walletConnect is not loaded')
}
