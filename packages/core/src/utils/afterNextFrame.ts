/**
 * Runs `task` in a task queued once the next frame has rendered (in a browser: from that frame's
 * animation callbacks, so after its style, layout and paint). Without frames, in a task.
 */
export function afterNextFrame(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task))
  else setTimeout(task)
}
