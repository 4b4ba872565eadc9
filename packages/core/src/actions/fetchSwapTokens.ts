import { getFungiblePrice } from '../api/getFungiblePrice.js'
import { getSwapTokens } from '../api/getSwapTokens.js'
import { getSendTokens } from '../getters/getSendTokens.js'
import type { Kit } from '../kit.js'
import { type SwapToken, swapNativeAddress } from '../state/swap.js'
import { swapAccount } from '../swap/swapAccount.js'
import { toSwapError } from '../swap/toSwapError.js'
import { fetchPortfolio } from './fetchPortfolio.js'

const isNative = (address: string) => address.toLowerCase() === swapNativeAddress.toLowerCase()

/**
 * Reads the tokens the swap provider trades on the account's network (`GET /v1/convert/tokens`),
 * with the account's balances and their fiat prices (`POST /v1/fungible/price`). A network the
 * provider does not serve sets the error 'Network not supported for Swaps'.
 */
export async function fetchSwapTokens(kit: Kit): Promise<void> {
  const slice = kit._internal.state.swap
  const account = swapAccount(kit)
  if (!kit.api || !account) {
    slice.tokens = []
    slice.error = { code: 'networkNotSupported', message: 'Network not supported for Swaps' }
    return
  }
  slice.networkId = account.networkId
  slice.tokensLoading = true
  try {
    const [{ tokens }] = await Promise.all([getSwapTokens(kit.api, { chainId: account.networkId }), fetchPortfolio(kit, { namespace: 'eip155' })])
    const held = getSendTokens(kit, { namespace: 'eip155' })
    const balanceOf = (address: string) =>
      (isNative(address) ? held.find((token) => !token.address) : held.find((token) => token.address?.toLowerCase() === address.toLowerCase()))?.balance ?? '0'
    const list: SwapToken[] = tokens.map((token) => {
      const address = token.address.slice(token.address.lastIndexOf(':') + 1)
      return {
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        address,
        caip10: token.address,
        logoUri: token.logoUri,
        balance: balanceOf(address),
      }
    })
    const prices = await getFungiblePrice(kit.api, {
      addresses: list.map((token) => (isNative(token.address) ? `${account.networkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee` : token.caip10)),
    }).catch(() => ({ fungibles: [] }))
    for (const token of list) token.price = prices.fungibles.find((item) => item.symbol === token.symbol)?.price
    if (swapAccount(kit)?.networkId !== account.networkId) return
    slice.tokens = list
    const refresh = (token: SwapToken | undefined) =>
      token ? (list.find((item) => item.address.toLowerCase() === token.address.toLowerCase()) ?? token) : undefined
    slice.fromToken = refresh(slice.fromToken)
    slice.toToken = refresh(slice.toToken)
    if (slice.error?.code === 'networkNotSupported') slice.error = undefined
  } catch (error) {
    slice.tokens = []
    slice.error = toSwapError(error)
  } finally {
    slice.tokensLoading = false
  }
}
