/**
 * Runs `task` in a task queued once the next frame has rendered (in a browser: from that frame's
 * animation callbacks, so after its style, layout and paint). Without frames (Node, or a hidden
 * page, which renders none), in a task.
 */
export function afterNextFrame(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || globalThis.document?.visibilityState === 'hidden') setTimeout(task)
  else requestAnimationFrame(() => setTimeout(task))
}
