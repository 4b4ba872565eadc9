import { createKit } from '@kit/core'
import { defineElements } from './defineElements.js'

/**
 * Called first (after its imports) by every module of @kit/ui loaded with `import()`, so that the
 * page's first load stays one file: see `anchorToFirstLoad` in @kit/core. @kit/ui adds its own
 * first call, `defineElements`.
 */
export function anchorToFirstLoad(): void {
  if (typeof createKit !== 'function' || typeof defineElements !== 'function') throw new Error('@kit/ui: Kit is not loaded')
}
