import { createKit } from '@kit/core'
import { solanaAdapter } from './solanaAdapter.js'

/**
 * Called first (after its imports) by every module of @kit/adapters-solana loaded with `import()`, so that
 * the page's first load stays one file: see `anchorToFirstLoad` in @kit/core. The adapter adds its
 * own first call, `solanaAdapter`.
 */
export function anchorToFirstLoad(): void {
  if (typeof createKit !== 'function' || typeof solanaAdapter !== 'function') throw new Error('@kit/adapters-solana: Kit is not loaded')
}
