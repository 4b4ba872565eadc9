// Public API of @kit/adapters-wagmi: named exports only (docs/contributing.md, "Packages and exports").
// wagmi (and @tanstack/react-query, which WagmiProvider needs) are peers: the app owns them.

// The package's error base (every error it throws extends it; `version` names this package).
export { AuthBridgeMissingError, type AuthBridgeMissingErrorType } from '../errors/auth.js'
export { BaseError, type BaseErrorType } from '../errors/base.js'
export { Eip155NetworkRequiredError, type Eip155NetworkRequiredErrorType } from '../errors/config.js'
export { toViemChain } from '../toViemChain.js'
export { WagmiAdapter, type WagmiAdapterParameters } from '../wagmiAdapter.js'
export { toKitConnector } from '../wagmiConnector.js'
