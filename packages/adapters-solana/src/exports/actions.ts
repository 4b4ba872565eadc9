// The Solana-only actions on their own subpath (`@kit/adapters-solana/actions`), so an app can
// load them on first use (`await import(...)`) while its first load carries only the adapter.
export { type GetConnectionParameters, type GetConnectionReturnType, getConnection } from '../actions/getConnection.js'
export { type GetTokenBalancesParameters, type GetTokenBalancesReturnType, getTokenBalances, type SolanaTokenBalance } from '../actions/getTokenBalances.js'
export { type SendSplTokenParameters, type SendSplTokenReturnType, sendSplToken } from '../actions/sendSplToken.js'
export { type SignAllTransactionsParameters, type SignAllTransactionsReturnType, signAllTransactions } from '../actions/signAllTransactions.js'
export { type SignAndSendTransactionParameters, type SignAndSendTransactionReturnType, signAndSendTransaction } from '../actions/signAndSendTransaction.js'
export { type SignTransactionParameters, type SignTransactionReturnType, signTransaction } from '../actions/signTransaction.js'
export { type WaitForSignatureParameters, type WaitForSignatureReturnType, waitForSignature } from '../actions/waitForSignature.js'
