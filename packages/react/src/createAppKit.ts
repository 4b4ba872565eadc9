import { type CreateKitParameters, createKit, getModalState, type Kit, watchModalState } from '@kit/core'
import { type AppKitKitRequestEvent, defineElements } from '@kit/ui'
import { answerKitRequests } from './documentKits.js'
import { withUniversalAdapters } from './universalAdapters.js'

export type CreateAppKitParameters = CreateKitParameters
export type CreateAppKitReturnType = Kit

/** The element `createAppKit` appends so `open()` works without any host markup. */
type ModalElement = HTMLElement & { kit?: Kit | undefined }

/**
 * Creates a kit (`createKit` from `@kit/core`) for a React app. Call it once, outside your
 * components. In a browser it also registers the `appkit-*` elements and appends one
 * `<appkit-modal>` for this kit to `document.body` (once the page is idle, or when the kit opens),
 * so `useAppKit().open()` shows the modal without any markup. On the server it only creates the kit.
 *
 * With `ssr: true` the elements are registered and the modal appended only once the kit is
 * mounted (by `AppKitProvider`, after hydration): the modal mounts its kit, and registering
 * the elements changes the server-rendered `appkit-*` tags, so neither may happen before
 * React has hydrated.
 *
 * Hooks read a `{ kit }` parameter, else the kit of the nearest `<AppKitProvider kit={kit}>`,
 * else the one kit `createAppKit` made in the page, found through the document (AppKit's way:
 * no provider needed). Nothing is global: with two kits a hook needs a provider or `{ kit }`.
 *
 * Without `adapters` it runs AppKit's no-adapter mode: each namespace of `networks` connects
 * through WalletConnect only (see `withUniversalAdapters`).
 *
 * @example
 * const kit = createAppKit({ projectId, networks: [base], adapters: [eip155Adapter()] })
 */
export function createAppKit(parameters: CreateAppKitParameters): CreateAppKitReturnType {
  const kit = createKit({ sdkVersion: 'react-kit-0.1.0', ...withUniversalAdapters(parameters) })
  if (typeof document !== 'undefined') {
    answerKitRequests(kit)
    // AppKit's `disableAppend`: the page places its own `<appkit-modal>`; the elements are still registered.
    if (kit.options.disableAppend) whenInitialized(kit, () => void defineElements())
    else whenInitialized(kit, () => appendModal(kit))
  }
  return kit
}

/** Runs `run` once the kit is mounted (at once, or after hydration with `ssr`). */
function whenInitialized(kit: Kit, run: () => void): void {
  if (getModalState(kit).initialized) run()
  else {
    const unwatch = watchModalState(kit, {
      onChange(state) {
        if (!state.initialized) return
        unwatch()
        run()
      },
    })
  }
}

/**
 * Registers the elements (the buttons show on the page's first render) and appends the kit's
 * `<appkit-modal>` once its chunk is registered (`defineElements` fetches it when the page is idle,
 * at most 200 ms later), or at once when the kit opens before that. Appended while the page's
 * script ran, it made the browser draw a frame of its own before React's first render, and the
 * button showed a frame later (a trace of bench/compare.mjs's page: navigation → button
 * 242 -> 211 ms, bare wagmi 195). Until then, a bare `<appkit-button>` gets the kit by asking for
 * it (`appkit-kit-request`).
 */
function appendModal(kit: Kit): void {
  const modal = document.createElement('appkit-modal') as ModalElement
  modal.kit = kit
  let appended = false
  const answer = (event: AppKitKitRequestEvent) => {
    event.detail.kit ??= kit
  }
  document.addEventListener('appkit-kit-request', answer)
  const unwatch = watchModalState(kit, {
    onChange(state) {
      if (state.open) append()
    },
  })
  // Appended as soon as the modal is registered: the wallet button's chunk (which
  // defineElements also waits for) arrived up to half a second later on Slow 4G (bench/compare.mjs --phone).
  const defined = defineElements().catch(() => undefined)
  void Promise.race([customElements.whenDefined('appkit-modal'), defined]).then(append)
  // Once: a modal the page removed later stays removed.
  function append(): void {
    if (appended) return
    appended = true
    unwatch()
    document.removeEventListener('appkit-kit-request', answer)
    document.body.appendChild(modal)
  }
}
