import { type CaipNetworkId, ConnectorNotConnectedError, type Kit, formatUnits, getAccount } from '@kit/core'
import { getConnection } from './getConnection.js'

export type GetTokenBalancesParameters = {
  /** Default: the connected solana account. */
  address?: string | undefined
  /** Default: the kit's current solana network. */
  networkId?: CaipNetworkId | undefined
}
export type SolanaTokenBalance = {
  mint: string
  /** The token program owning the mint (Token or Token-2022). */
  programId: string
  /** In base units, summed over the owner's token accounts of this mint. */
  amount: bigint
  decimals: number
  /** `amount` in whole tokens, e.g. `1000000.5`. */
  formatted: string
}
export type GetTokenBalancesReturnType = SolanaTokenBalance[]

/**
 * The SPL token balances of an address (Token and Token-2022 programs, `jsonParsed` token
 * accounts), one entry per mint, largest first. Mints with 0 decimals (NFTs) are left out, as the
 * token list does (SPEC section 5).
 *
 * @example
 * const tokens = await getTokenBalances(kit)
 */
export async function getTokenBalances(kit: Kit, { address, networkId }: GetTokenBalancesParameters = {}): Promise<GetTokenBalancesReturnType> {
  const owner = address ?? getAccount(kit, { namespace: 'solana' }).address
  if (!owner) throw new ConnectorNotConnectedError({ namespace: 'solana' })
  const [connection, { PublicKey }, { tokenProgramId, token2022ProgramId }] = await Promise.all([
    getConnection(kit, { networkId }),
    import('@solana/web3.js'),
    import('../utils/splToken.js'),
  ])
  const ownerKey = new PublicKey(owner)
  const byMint = new Map<string, SolanaTokenBalance>()
  for (const programId of [tokenProgramId, token2022ProgramId]) {
    const { value } = await connection.getParsedTokenAccountsByOwner(ownerKey, { programId: new PublicKey(programId) })
    for (const { account } of value) {
      const info = (account.data as { parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } } }).parsed?.info
      const mint = info?.mint
      const decimals = info?.tokenAmount?.decimals
      const amount = info?.tokenAmount?.amount
      if (!mint || typeof decimals !== 'number' || decimals === 0 || typeof amount !== 'string') continue
      const entry = byMint.get(mint) ?? { mint, programId, amount: 0n, decimals, formatted: '0' }
      entry.amount += BigInt(amount)
      entry.formatted = formatUnits(entry.amount, decimals)
      byMint.set(mint, entry)
    }
  }
  return [...byMint.values()].sort((a, b) => Number(b.formatted) - Number(a.formatted))
}
