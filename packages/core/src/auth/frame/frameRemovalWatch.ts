/** The frame loader's side the watch needs: the iframe, and dropping it as failed. */
export type WatchedFrame = { iframe(): { readonly isConnected?: boolean } | undefined; discard(cause: string): void }

/**
 * An iframe the page took out of the document (an app re-rendering its body) never answers
 * again: it is dropped as failed (what waits on it fails; the next request loads a fresh one).
 * Checked before each request and, while requests wait (an approval screen, a Farcaster
 * sign-in), every `interval` ms (1 s), so they fail instead of waiting forever.
 */
export function createFrameRemovalWatch(frame: WatchedFrame, requests: { size(): number }, interval = 1000) {
  let timer: ReturnType<typeof setInterval> | undefined
  const stop = () => {
    clearInterval(timer)
    timer = undefined
  }
  const check = () => {
    if (frame.iframe()?.isConnected === false) frame.discard('The frame was removed from the page')
  }
  return {
    check,
    /** Watches until no request waits. */
    start() {
      timer ??= setInterval(() => (requests.size() > 0 ? check() : stop()), interval)
    },
    stop,
  }
}
