import { erc20Abi, formatUnits } from 'viem'
import type { ChainRuntime } from '../chains/createChainRuntimes.js'
import { tokenIconUrl } from '../images/tokenIconUrl.js'
import type { PriceSource } from '../prices/createPriceSource.js'
import type { Balance } from './balanceResponseSchema.js'

export interface ReadChainBalancesParameters {
  readonly chain: ChainRuntime
  readonly address: `0x${string}`
  readonly currency: string
  readonly prices: PriceSource
  readonly baseUrl: string
}

/**
 * Reads the native balance and every listed ERC-20 balance of `address` on one chain (one
 * batched JSON-RPC request) and prices them. The native currency is always listed; tokens only
 * when the balance is not zero.
 */
export async function readChainBalances(parameters: ReadChainBalancesParameters): Promise<Balance[]> {
  const { chain, address, currency, prices, baseUrl } = parameters
  const { config, client } = chain
  const [table, native, ...tokenAmounts] = await Promise.all([
    prices.pricesOn(config.id, currency),
    client.getBalance({ address }),
    ...config.tokens.map((token) =>
      client.readContract({ address: token.address as `0x${string}`, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    ),
  ])
  const entry = (symbol: string, name: string, decimals: number, amount: bigint, iconUrl: string, token?: string): Balance => {
    const numeric = formatUnits(amount, decimals)
    const price = table(symbol) ?? 0
    return {
      name,
      symbol,
      chainId: config.id,
      ...(token ? { address: `${config.id}:${token}` } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl,
    }
  }
  const { nativeCurrency } = config
  const balances = [entry(nativeCurrency.symbol, nativeCurrency.name, nativeCurrency.decimals, native, tokenIconUrl(baseUrl, nativeCurrency.symbol))]
  config.tokens.forEach((token, index) => {
    const amount = tokenAmounts[index] ?? 0n
    if (amount === 0n) return
    balances.push(entry(token.symbol, token.name, token.decimals, amount, token.iconUrl ?? tokenIconUrl(baseUrl, token.symbol), token.address))
  })
  return balances
}
