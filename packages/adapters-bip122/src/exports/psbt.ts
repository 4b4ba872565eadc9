// `@kit/adapters-bip122/psbt`: the parts of the adapter that need bitcoinjs-lib and secp256k1
// (about 55 KiB brotli). The main entry stays free of them: discovery, connect, balances, address
// checks and message signing load without them; the connector imports these on the first send.

// Errors of building a transfer (here, not in the main entry, so the main entry never pulls the psbt chunk).
export {
  PreviousTransactionRequiredError,
  type PreviousTransactionRequiredErrorType,
  PsbtAddressError,
  type PsbtAddressErrorType,
  RedeemScriptError,
  type RedeemScriptErrorType,
  UnsupportedSenderAddressError,
  type UnsupportedSenderAddressErrorType,
} from '../errors/psbt.js'
export {
  type BuildTransferPsbtParameters,
  type BuildTransferPsbtReturnType,
  buildTransferPsbt,
  dustLimit,
  pickFeeRate,
} from '../psbt/buildTransferPsbt.js'
export { finalizeSignedPsbt } from '../psbt/finalizePsbt.js'
export { toOutputScript } from '../utils/outputScript.js'
