import { type Kit, preloadOpen } from '@kit/core'

/** The Connect view's lazy parts, each named once: the view loads them, `preloadConnect` ahead of it. */
export const loadConnectExtras = () => import('./connect-extras.js')
export const loadConnectCatalogue = () => import('./connect-catalogue.js')
/** What the modal runs on opening to preload the view's images (loaded ahead with the rest). */
export const loadViewImages = () => import('../preload-view-images.js')

/**
 * The code a first click on a connect button runs, loaded ahead without running it: opening's
 * prefetch, the preloading of its images and the Connect view's lazy parts (its extras, and the
 * catalogue with an API).
 * `<appkit-modal>` calls this in an idle moment once it has its kit, so the click fetches no code
 * and the view paints once, at its full height. (Email and social keep their own chunk, fetched
 * when the view shows them: they hold a skeleton of their size meanwhile.)
 */
export function preloadConnect(kit: Kit): Promise<unknown> {
  const parts: Promise<unknown>[] = [preloadOpen(), loadConnectExtras(), loadViewImages()]
  if (kit.api) parts.push(loadConnectCatalogue())
  // A chunk that fails here is fetched again when the view needs it.
  return Promise.allSettled(parts)
}
