// Public API of @kit/adapters-solana: named exports only (STYLE 1, 8.1).
export { solanaAdapter, type SolanaAdapterParameters, type SolanaTokenInfo } from '../solanaAdapter.js'
export {
  walletStandardConnector,
  walletStandardId,
  isSolanaAccount,
  type WalletStandardConnectorParameters,
} from '../connectors/walletStandardConnector.js'
export { watchSolanaWallets, isSolanaWallet, type WatchSolanaWalletsParameters } from '../discovery/watchSolanaWallets.js'
export { walletConnectConnector, type SolanaWalletConnectConnectorParameters } from '../connectors/walletConnectConnector.js'
export { walletConnectWallet, solanaWalletConnectMethods } from '../connectors/walletConnectWallet.js'

export {
  getConnection,
  type GetConnectionParameters,
  type GetConnectionReturnType,
  type GetConnectionErrorType,
} from '../actions/getConnection.js'
export {
  signTransaction,
  type SignTransactionParameters,
  type SignTransactionReturnType,
  type SignTransactionErrorType,
} from '../actions/signTransaction.js'
export {
  signAllTransactions,
  type SignAllTransactionsParameters,
  type SignAllTransactionsReturnType,
  type SignAllTransactionsErrorType,
} from '../actions/signAllTransactions.js'
export {
  signAndSendTransaction,
  type SignAndSendTransactionParameters,
  type SignAndSendTransactionReturnType,
  type SignAndSendTransactionErrorType,
} from '../actions/signAndSendTransaction.js'
export {
  sendSplToken,
  type SendSplTokenParameters,
  type SendSplTokenReturnType,
  type SendSplTokenErrorType,
} from '../actions/sendSplToken.js'
export {
  getTokenBalances,
  type GetTokenBalancesParameters,
  type GetTokenBalancesReturnType,
  type SolanaTokenBalance,
} from '../actions/getTokenBalances.js'
export {
  waitForSignature,
  type WaitForSignatureParameters,
  type WaitForSignatureReturnType,
  type WaitForSignatureErrorType,
} from '../actions/waitForSignature.js'

export {
  SolanaConfirmationTimeoutError,
  type SolanaConfirmationTimeoutErrorType,
  SolanaTransactionFailedError,
  type SolanaTransactionFailedErrorType,
} from '../errors/solana.js'
export {
  NetworkNamespaceMismatchError,
  type NetworkNamespaceMismatchErrorType,
  RpcUrlNotFoundError,
  type RpcUrlNotFoundErrorType,
} from '../errors/network.js'
export {
  InvalidBase58CharacterError,
  type InvalidBase58CharacterErrorType,
  InvalidTokenMintError,
  type InvalidTokenMintErrorType,
  InvalidTransferAmountError,
  type InvalidTransferAmountErrorType,
} from '../errors/token.js'
export { toSolanaWalletError } from '../errors/toSolanaWalletError.js'
export { encodeBase58, decodeBase58 } from '../utils/base58.js'
export { toWalletStandardChain, supportsNetwork } from '../utils/solanaChains.js'
export type { SolanaConnector, SolanaSendOptions } from '../types.js'
export type { SolanaTransaction } from '../utils/transactionBytes.js'

// The package's error base (every error it throws extends it; `version` names this package).
export { BaseError, type BaseErrorType } from '../errors/base.js'
