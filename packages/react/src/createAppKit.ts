import { type CreateKitParameters, createKit, getModalState, type Kit, watchModalState } from '@kit/core'
import { defineElements } from '@kit/ui'

export type CreateAppKitParameters = CreateKitParameters
export type CreateAppKitReturnType = Kit

/** The element `createAppKit` appends so `open()` works without any host markup. */
type ModalElement = HTMLElement & { kit?: Kit | undefined }

/**
 * Creates a kit (`createKit` from `@kit/core`) for a React app. Call it once, outside your
 * components. In a browser it also registers the `appkit-*` elements and appends one
 * `<appkit-modal>` for this kit to `document.body`, so `useAppKit().open()` shows the modal
 * without any markup. On the server it only creates the kit.
 *
 * With `ssr: true` the elements are registered and the modal appended only once the kit is
 * mounted (by `AppKitProvider`, after hydration): the modal mounts its kit, and registering
 * the elements changes the server-rendered `appkit-*` tags, so neither may happen before
 * React has hydrated.
 *
 * Hooks read the kit of the nearest `<AppKitProvider kit={kit}>` (or a `{ kit }` parameter);
 * there is no global default kit, so two kits on one page never mix.
 *
 * @example
 * const kit = createAppKit({ projectId, networks: [base], adapters: [eip155Adapter()] })
 */
export function createAppKit(parameters: CreateAppKitParameters): CreateAppKitReturnType {
  const kit = createKit({ sdkVersion: 'react-kit-0.1.0', ...parameters })
  if (typeof document !== 'undefined') {
    if (getModalState(kit).initialized) appendModal(kit)
    else {
      const unwatch = watchModalState(kit, {
        onChange(state) {
          if (!state.initialized) return
          unwatch()
          appendModal(kit)
        },
      })
    }
  }
  return kit
}

function appendModal(kit: Kit): void {
  void defineElements()
  const modal = document.createElement('appkit-modal') as ModalElement
  modal.kit = kit
  document.body.appendChild(modal)
}
