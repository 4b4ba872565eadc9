import { type Connection, PublicKey } from '@solana/web3.js'
import { token2022ProgramId, tokenProgramId } from './splToken.js'

/** One mint an owner holds, summed over its token accounts. */
export type TokenAccountsBalance = { mint: string; programId: string; amount: bigint; decimals: number }

/**
 * The SPL balances of an owner (Token and Token-2022 programs, `jsonParsed` token accounts), one
 * entry per mint in the RPC's order. Mints with 0 decimals (NFTs) are left out (docs/rules/validation.md).
 */
export async function readTokenAccounts(connection: Connection, owner: string): Promise<TokenAccountsBalance[]> {
  const ownerKey = new PublicKey(owner)
  const byMint = new Map<string, TokenAccountsBalance>()
  for (const programId of [tokenProgramId, token2022ProgramId]) {
    const { value } = await connection.getParsedTokenAccountsByOwner(ownerKey, { programId: new PublicKey(programId) })
    for (const { account } of value) {
      const info = (account.data as { parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } } }).parsed?.info
      const mint = info?.mint
      const decimals = info?.tokenAmount?.decimals
      const amount = info?.tokenAmount?.amount
      if (!mint || typeof decimals !== 'number' || decimals === 0 || typeof amount !== 'string') continue
      const entry = byMint.get(mint) ?? { mint, programId, amount: 0n, decimals }
      entry.amount += BigInt(amount)
      byMint.set(mint, entry)
    }
  }
  return [...byMint.values()]
}
