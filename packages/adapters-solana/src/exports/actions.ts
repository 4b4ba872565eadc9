// The Solana-only actions on their own subpath (`@kit/adapters-solana/actions`), so an app can
// load them on first use (`await import(...)`) while its first load carries only the adapter.
export { getConnection, type GetConnectionParameters, type GetConnectionReturnType } from '../actions/getConnection.js'
export { signTransaction, type SignTransactionParameters, type SignTransactionReturnType } from '../actions/signTransaction.js'
export { signAllTransactions, type SignAllTransactionsParameters, type SignAllTransactionsReturnType } from '../actions/signAllTransactions.js'
export { signAndSendTransaction, type SignAndSendTransactionParameters, type SignAndSendTransactionReturnType } from '../actions/signAndSendTransaction.js'
export { sendSplToken, type SendSplTokenParameters, type SendSplTokenReturnType } from '../actions/sendSplToken.js'
export { getTokenBalances, type GetTokenBalancesParameters, type GetTokenBalancesReturnType, type SolanaTokenBalance } from '../actions/getTokenBalances.js'
export { waitForSignature, type WaitForSignatureParameters, type WaitForSignatureReturnType } from '../actions/waitForSignature.js'
