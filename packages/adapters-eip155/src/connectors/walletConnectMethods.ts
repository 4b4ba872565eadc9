/** What the eip155 namespace asks for in a WalletConnect proposal. */
export const walletConnectMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  // EIP-5792 (optional namespaces: wallets approve what they support; others get the sequential fallback).
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const
