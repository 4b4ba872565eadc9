import { BaseError } from '@kit/core'

export type KitProviderNotFoundErrorType = KitProviderNotFoundError & { name: 'KitProviderNotFoundError' }

/**
 * A hook or component ran with no kit to read: no `AppKitProvider` above it and no
 * `createAppKit()` call before it (wagmi's `WagmiProviderNotFoundError`).
 */
export class KitProviderNotFoundError extends BaseError {
  override name = 'KitProviderNotFoundError'
  constructor() {
    super('No kit found: `useKit` must be used within `AppKitProvider`, or after `createAppKit()` has run.', {
      metaMessages: [
        'Create the kit outside your components with `createAppKit({ ... })`,',
        'and optionally wrap your app in `<AppKitProvider kit={kit}>` (required for several kits on one page).',
      ],
      docsPath: '/react/AppKitProvider',
    })
  }
}
