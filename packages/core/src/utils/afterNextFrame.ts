/**
 * Runs `task` in a task queued once the next frame has rendered (in a browser: from that frame's
 * animation callbacks, so after its style, layout and paint). Without frames (Node, or a hidden
 * page, which renders none), in a task. For work a page's first frame does not need, such as an
 * adapter's discovery that loads a chunk (docs/architecture.md, "How a lazy view loads").
 */
export function afterNextFrame(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || globalThis.document?.visibilityState === 'hidden') setTimeout(task)
  else requestAnimationFrame(() => setTimeout(task))
}
