// Public API of @kit/adapters-solana: named exports only (docs/contributing.md, "Packages and exports").

export {
  type GetConnectionErrorType,
  type GetConnectionParameters,
  type GetConnectionReturnType,
  getConnection,
} from '../actions/getConnection.js'
export {
  type GetTokenBalancesParameters,
  type GetTokenBalancesReturnType,
  getTokenBalances,
  type SolanaTokenBalance,
} from '../actions/getTokenBalances.js'
export {
  type SendSplTokenErrorType,
  type SendSplTokenParameters,
  type SendSplTokenReturnType,
  sendSplToken,
} from '../actions/sendSplToken.js'
export {
  type SignAllTransactionsErrorType,
  type SignAllTransactionsParameters,
  type SignAllTransactionsReturnType,
  signAllTransactions,
} from '../actions/signAllTransactions.js'
export {
  type SignAndSendTransactionErrorType,
  type SignAndSendTransactionParameters,
  type SignAndSendTransactionReturnType,
  signAndSendTransaction,
} from '../actions/signAndSendTransaction.js'
export {
  type SignTransactionErrorType,
  type SignTransactionParameters,
  type SignTransactionReturnType,
  signTransaction,
} from '../actions/signTransaction.js'
export {
  type WaitForSignatureErrorType,
  type WaitForSignatureParameters,
  type WaitForSignatureReturnType,
  waitForSignature,
} from '../actions/waitForSignature.js'
export { type SolanaWalletConnectConnectorParameters, walletConnectConnector } from '../connectors/walletConnectConnector.js'
export { solanaWalletConnectMethods, walletConnectWallet } from '../connectors/walletConnectWallet.js'
export {
  isSolanaAccount,
  type WalletStandardConnectorParameters,
  walletStandardConnector,
  walletStandardId,
} from '../connectors/walletStandardConnector.js'
export { isSolanaWallet, type WatchSolanaWalletsParameters, watchSolanaWallets } from '../discovery/watchSolanaWallets.js'
// The package's error base (every error it throws extends it; `version` names this package).
export { BaseError, type BaseErrorType } from '../errors/base.js'
export {
  NetworkNamespaceMismatchError,
  type NetworkNamespaceMismatchErrorType,
  RpcUrlNotFoundError,
  type RpcUrlNotFoundErrorType,
} from '../errors/network.js'
export {
  SolanaConfirmationTimeoutError,
  type SolanaConfirmationTimeoutErrorType,
  SolanaTransactionFailedError,
  type SolanaTransactionFailedErrorType,
} from '../errors/solana.js'
export {
  InvalidBase58CharacterError,
  type InvalidBase58CharacterErrorType,
  InvalidTokenMintError,
  type InvalidTokenMintErrorType,
  InvalidTransferAmountError,
  type InvalidTransferAmountErrorType,
} from '../errors/token.js'
export { toSolanaWalletError } from '../errors/toSolanaWalletError.js'
export { type SolanaAdapterParameters, type SolanaTokenInfo, solanaAdapter } from '../solanaAdapter.js'
export type { SolanaConnector, SolanaSendOptions } from '../types.js'
export { decodeBase58, encodeBase58 } from '../utils/base58.js'
export { supportsNetwork, toWalletStandardChain } from '../utils/solanaChains.js'
export type { SolanaTransaction } from '../utils/transactionBytes.js'
