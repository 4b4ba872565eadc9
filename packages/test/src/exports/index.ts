export { createTestWallet } from '../eip155/createTestWallet.js';
export {
  injectTestWallet,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
  type InjectedTestWallet,
  type InjectTestWalletOptions,
} from '../eip155/injectTestWallet.js';
export { createTestWalletShim, type Eip6963ProviderInfo, type TestWalletShimConfig } from '../eip155/createTestWalletShim.js';
export { ProviderRpcError, RPC_ERROR_CODES } from '../eip155/ProviderRpcError.js';
export { TEST_MNEMONIC, type TestAccountSource } from '../eip155/resolveTestAccount.js';
export { TEST_WALLET_ICON } from '../eip155/testWalletIcon.js';
export type {
  CreateTestWalletOptions,
  RequestArguments,
  TestWallet,
  TestWalletChain,
  TestWalletEventName,
  TestWalletEvents,
  TestWalletOverride,
} from '../eip155/TestWallet.js';
