/**
 * Runs `task` once the next frame has rendered: in a task queued from that frame's animation
 * callbacks, so after its style, layout and paint (Polymer's `afterNextRender`). Work that need
 * not be seen in that frame (moving focus into a dialog that just opened) then stays out of it.
 * Returns a function that cancels it.
 */
export function afterNextRender(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
