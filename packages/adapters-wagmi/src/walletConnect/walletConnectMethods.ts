/** What the wagmi WalletConnect connector asks for in the session proposal (eip155). */
export const walletConnectMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  // EIP-5792: wallets approve what they support; the others get viem's sequential fallback.
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const
