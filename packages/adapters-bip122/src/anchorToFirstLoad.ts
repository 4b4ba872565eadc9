import { createKit } from '@kit/core'
import { bitcoinAdapter } from './bitcoinAdapter.js'

/**
 * Called first (after its imports) by every module of @kit/adapters-bip122 loaded with `import()`, so that
 * the page's first load stays one file: see `anchorToFirstLoad` in @kit/core. The adapter adds its
 * own first call, `bitcoinAdapter`.
 */
export function anchorToFirstLoad(): void {
  if (typeof createKit !== 'function' || typeof bitcoinAdapter !== 'function') throw new Error('@kit/adapters-bip122: Kit is not loaded')
}
