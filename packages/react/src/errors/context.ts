import { BaseError } from './base.js'

export type KitProviderNotFoundErrorType = KitProviderNotFoundError & { name: 'KitProviderNotFoundError' }

/**
 * A hook or component ran with no kit to read: no `AppKitProvider` above it and no `{ kit }`
 * parameter (wagmi's `WagmiProviderNotFoundError`).
 */
export class KitProviderNotFoundError extends BaseError {
  override name = 'KitProviderNotFoundError'
  constructor() {
    super('`useKit` must be used within `AppKitProvider`.', {
      metaMessages: [
        'Create the kit outside your components with `createAppKit({ ... })`, then wrap your app in',
        '`<AppKitProvider kit={kit}>`, or pass the kit to the hook: `useAppKitAccount({ kit })`.',
      ],
      docsPath: '/react/AppKitProvider',
    })
  }
}
