/**
 * What an eip155 namespace asks for in a WalletConnect session proposal: signing, sending and
 * chain switching, and EIP-5792's calls (wallets approve what they support; the others get the
 * sequential fallback). One list for every EVM adapter (`@kit/adapters-eip155`, `@kit/adapters-wagmi`).
 */
export const eip155WalletConnectMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const
