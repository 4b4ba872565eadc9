/**
 * Loads the code opening the modal runs (its prefetch chunk) without opening it: called in an idle
 * moment after the page loads, so the first click fetches no code. `open` loads it the same way.
 */
export function preloadOpen() {
  return import('./prefetchOnOpen.js')
}
