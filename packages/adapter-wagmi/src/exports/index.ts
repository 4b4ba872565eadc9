// Public API of @kit/adapter-wagmi: named exports only (STYLE 1, 8.1).
// wagmi (and @tanstack/react-query, which WagmiProvider needs) are peers: the app owns them.

// The package's error base (every error it throws extends it; `version` names this package).
export { AuthBridgeMissingError, type AuthBridgeMissingErrorType } from '../errors/auth.js'
export { BaseError, type BaseErrorType } from '../errors/base.js'
export { Eip155NetworkRequiredError, type Eip155NetworkRequiredErrorType } from '../errors/config.js'
export { toViemChain } from '../toViemChain.js'
export { WagmiAdapter, type WagmiAdapterParameters } from '../WagmiAdapter.js'
export { toKitConnector } from '../wagmiConnector.js'
