/** A component that takes no clicks while it is `disabled` or `loading`. */
export type InertWhenBusy = HTMLElement & { readonly disabled: boolean; readonly loading: boolean }

/**
 * Stops every click on `host` while it is `disabled` or `loading`: listening on the host in the
 * capture phase, it also catches a click on the host itself (`element.click()`), which the inner
 * disabled `<button>` would not stop, before any listener of the page runs.
 */
export function refuseInertClicks(host: InertWhenBusy): void {
  host.addEventListener(
    'click',
    (event) => {
      if (!host.disabled && !host.loading) return
      event.preventDefault()
      event.stopImmediatePropagation()
    },
    { capture: true },
  )
}
