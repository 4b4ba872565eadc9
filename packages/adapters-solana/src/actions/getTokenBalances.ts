import { type CaipNetworkId, ConnectorNotConnectedError, formatUnits, getAccount, type Kit } from '@kit/core'
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
 * token list does (docs/rules/validation.md).
 *
 * @example
 * const tokens = await getTokenBalances(kit)
 */
export async function getTokenBalances(kit: Kit, { address, networkId }: GetTokenBalancesParameters = {}): Promise<GetTokenBalancesReturnType> {
  const owner = address ?? getAccount(kit, { namespace: 'solana' }).address
  if (!owner) throw new ConnectorNotConnectedError({ namespace: 'solana' })
  const [connection, { readTokenAccounts }] = await Promise.all([getConnection(kit, { networkId }), import('../utils/readTokenAccounts.js')])
  const balances = (await readTokenAccounts(connection, owner)).map((balance) => ({ ...balance, formatted: formatUnits(balance.amount, balance.decimals) }))
  return balances.sort((a, b) => Number(b.formatted) - Number(a.formatted))
}
