import { createKit } from '@kit/core'
import { defineElements } from '@kit/ui'

/**
 * Called first (after its imports) by every module of @kit/react loaded with `import()`, so that
 * the page's first load stays one file: see `anchorToFirstLoad` in @kit/core.
 */
export function anchorToFirstLoad(): void {
  if (typeof createKit !== 'function' || typeof defineElements !== 'function') throw new Error('@kit/react: Kit is not loaded')
}
