/** Checksums a wallet's account list (see {@link loadChecksumAccounts}). */
export type ChecksumAccounts = (accounts: unknown) => readonly string[]

/**
 * Loads viem's `getAddress` and returns a function giving the accounts a wallet reported EIP-55
 * checksummed, whatever case the wallet used; entries that are not addresses stay as they are
 * (core rejects them). viem loads on the first connect, not with the page (the chunk the network
 * client shares).
 */
export async function loadChecksumAccounts(): Promise<ChecksumAccounts> {
  const { getAddress, isAddress } = await import('./viemAddress.js')
  return (accounts) =>
    Array.isArray(accounts)
      ? accounts.map((account) => (typeof account === 'string' && isAddress(account, { strict: false }) ? getAddress(account) : (account as string)))
      : []
}
