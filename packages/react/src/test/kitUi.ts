/**
 * Stands in for `@kit/ui` in this package's unit tests (see vitest.config.ts): @kit/react
 * depends only on its public `defineElements()`, and these tests must not need the UI build.
 */
/** Resolves at once, as the real one does once `<appkit-modal>` is registered. */
export function defineElements(): Promise<void> {
  return Promise.resolve()
}

// The headless connect of `useAppKitWallet` is plain code over @kit/core (no Lit): the real one, from source.
export {
  connectNamedWallet,
  findNamedWallet,
  type NamedWallet,
} from '../../../ui/src/elements/appkit-wallet-button/connect-named-wallet.js'
