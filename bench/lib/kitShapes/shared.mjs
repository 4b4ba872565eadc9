// What every page shape's apps share: React 18 (ConnectKit supports React 17/18 only), wagmi's
// versions for the kits built on it, and a WalletConnect project id.

/** Any 32-hex id: nothing reaches a WalletConnect server here (foreign hosts are blocked). */
export const projectId = 'b56e18d47c72ab683b10814fe9495694'
export const common = { react: '^18.3.1', 'react-dom': '^18.3.1' }
export const wagmiDeps = { wagmi: '^2.19.5', viem: '^2', '@tanstack/react-query': '^5' }
