import { createKit } from '@kit/core'
import { eip155Adapter } from './eip155Adapter.js'

/**
 * Called first (after its imports) by every module of @kit/adapters-eip155 loaded with `import()`, so that
 * the page's first load stays one file: see `anchorToFirstLoad` in @kit/core. The adapter adds its
 * own first call, `eip155Adapter`.
 */
export function anchorToFirstLoad(): void {
  if (typeof createKit !== 'function' || typeof eip155Adapter !== 'function') throw new Error('@kit/adapters-eip155: Kit is not loaded')
}
