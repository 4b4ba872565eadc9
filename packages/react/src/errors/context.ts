import { BaseError } from './base.js'

export type KitProviderNotFoundErrorType = KitProviderNotFoundError & { name: 'KitProviderNotFoundError' }

/**
 * A hook or component ran in a browser with no kit to read: no `{ kit }` parameter, no
 * `AppKitProvider` above it, and no kit made with `createAppKit` in the page (wagmi's
 * `WagmiProviderNotFoundError`). A server render never throws it: there the hooks render the
 * starting state.
 */
export class KitProviderNotFoundError extends BaseError {
  override name = 'KitProviderNotFoundError'
  constructor() {
    super('`useKit` found no kit: call `createAppKit` first, or use the hook within `AppKitProvider`.', {
      metaMessages: [
        'Create the kit outside your components with `createAppKit({ ... })` (hooks then find it), or',
        'wrap your app in `<AppKitProvider kit={kit}>`, or pass the kit to the hook: `useAppKitAccount({ kit })`.',
      ],
      docsPath: '/react/AppKitProvider',
    })
  }
}

export type KitNotChosenErrorType = KitNotChosenError & { name: 'KitNotChosenError' }

/** A hook with no provider above it found several kits in the page and cannot tell which is meant. */
export class KitNotChosenError extends BaseError {
  override name = 'KitNotChosenError'
  constructor({ count }: { count: number }) {
    super(`\`useKit\` found ${count} kits made with \`createAppKit\` in this page and cannot tell which one is meant.`, {
      metaMessages: ['Wrap the tree in `<AppKitProvider kit={kit}>`, or pass the kit to the hook: `useAppKitAccount({ kit })`.'],
      docsPath: '/react/AppKitProvider',
    })
  }
}
