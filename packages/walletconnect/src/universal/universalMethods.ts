import { eip155WalletConnectMethods } from '@kit/core'

/**
 * What a namespace asks the wallet for in the session proposal when the kit has no adapter for
 * it (AppKit's UniversalProvider defaults): eip155 signs, sends and switches; the others sign
 * messages and transactions in their own method names.
 */
export const universalMethods: Readonly<Record<string, readonly string[]>> = {
  // Every EVM adapter's list (core's), plus the older signing methods AppKit's defaults also ask for.
  eip155: [...eip155WalletConnectMethods, 'eth_sign', 'eth_signTypedData'],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'],
  bip122: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
  polkadot: ['polkadot_signTransaction', 'polkadot_signMessage'],
  cosmos: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'],
}
