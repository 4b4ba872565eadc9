export {
  BITCOIN_TEST_NETWORKS,
  type BitcoinTestAccountSource,
  type BitcoinTestAddress,
  type BitcoinTestKeys,
  type BitcoinTestNetworkName,
  bitcoinTestAddresses,
  resolveBitcoinTestKeys,
} from '../bip122/bitcoinTestKeys.js'
export type {
  BitcoinTestWallet,
  BitcoinTestWalletEventName,
  BitcoinTestWalletEvents,
  BitcoinTestWalletOverride,
  CreateBitcoinTestWalletOptions,
} from '../bip122/bitcoinTestWallet.js'
export { bitcoinWalletConnectWallet } from '../bip122/bitcoinWalletConnectWallet.js'
// Bitcoin (bip122) test wallet.
export { createBitcoinTestWallet, SATS_CONNECT_ERROR_CODES } from '../bip122/createBitcoinTestWallet.js'
export {
  type BitcoinTestWalletInfo,
  type BitcoinTestWalletShimConfig,
  type BitcoinTestWalletSink,
  createBitcoinTestWalletEventScript,
  createBitcoinTestWalletShim,
  runBitcoinTestWalletShim,
} from '../bip122/createBitcoinTestWalletShim.js'
export {
  BITCOIN_TEST_WALLET_ICON,
  BITCOIN_TEST_WALLET_NAME,
  BITCOIN_TEST_WALLET_RDNS,
  type InjectBitcoinTestWalletOptions,
  type InjectedBitcoinTestWallet,
  type InstalledBitcoinTestWallet,
  injectBitcoinTestWallet,
  installBitcoinTestWallet,
} from '../bip122/injectBitcoinTestWallet.js'
export { bip322MessageHash, bip322ToSpend, signBip322 } from '../bip122/signBip322.js'
export { createEip5792Handlers, EIP5792_ERROR_CODES, TEST_WALLET_7702_DELEGATE } from '../eip155/createEip5792Handlers.js'
export { createTestWallet } from '../eip155/createTestWallet.js'
export { createTestWalletShim, type Eip6963ProviderInfo, type TestWalletShimConfig } from '../eip155/createTestWalletShim.js'
export {
  type InjectedTestWallet,
  type InjectTestWalletOptions,
  injectTestWallet,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
} from '../eip155/injectTestWallet.js'
export { ProviderRpcError, RPC_ERROR_CODES } from '../eip155/providerRpcError.js'
export { TEST_MNEMONIC, type TestAccountSource } from '../eip155/resolveTestAccount.js'
export type {
  CreateTestWalletOptions,
  RequestArguments,
  TestWallet,
  TestWalletChain,
  TestWalletEventName,
  TestWalletEvents,
  TestWalletOverride,
} from '../eip155/testWallet.js'
export { TEST_WALLET_ICON } from '../eip155/testWalletIcon.js'
export {
  type CreateMultiTestWalletOptions,
  createMultiTestWallet,
  type InjectedMultiTestWallet,
  injectMultiTestWallet,
  type MultiTestWallet,
} from '../multi/createMultiTestWallet.js'
// Wallet Standard test wallets of any namespace, and the multi-namespace (EVM + Solana + Bitcoin) wallet.
export {
  type CreateWalletStandardHostOptions,
  createWalletStandardHost,
  type WalletStandardFeatureDescriptor,
  type WalletStandardHost,
} from '../multi/createWalletStandardHost.js'
export { type InjectedWalletStandardWallet, injectWalletStandardWallet } from '../multi/injectWalletStandardWallet.js'
export { type InProcessWallet, toStandardWallet } from '../multi/toStandardWallet.js'
export type { AccountRef, TestWalletAccount, TestWalletFeature, WalletStandardPart } from '../multi/walletStandardPart.js'
// Solana test wallet (Wallet Standard).
export { createSolanaTestWallet, SOLANA_TEST_WALLET_ICON, SOLANA_TEST_WALLET_NAME, wrapSolanaTestMessage } from '../solana/createSolanaTestWallet.js'
export { injectSolanaTestWallet } from '../solana/injectSolanaTestWallet.js'
export { resolveSolanaTestAccount, type SolanaTestAccountSource } from '../solana/resolveSolanaTestAccount.js'
export type {
  CreateSolanaTestWalletOptions,
  SolanaTestWallet,
  SolanaTestWalletChain,
  SolanaTestWalletMessageWrapper,
  SolanaTestWalletMethod,
  SolanaTestWalletOverride,
} from '../solana/solanaTestWallet.js'
export { solanaWalletConnectWallet } from '../solana/solanaWalletConnectWallet.js'
// WalletConnect in memory (no relay) for namespace adapters' unit tests, with the wallets above behind it.
export { createFakeWalletConnect, type FakeWalletConnectRequest, type FakeWalletConnectWallet } from '../walletconnect/createFakeWalletConnect.js'
