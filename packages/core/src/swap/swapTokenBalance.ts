import { getSendTokens } from '../getters/getSendTokens.js'
import type { Kit } from '../kit.js'
import { type SwapToken, swapNativeAddress } from '../state/swap.js'

/**
 * The account's current balance of a swap token (whole units), from the same live balances the
 * Account view shows (the adapter's native balance, the Kit API's tokens); the balance the token
 * list was read with when those are not loaded.
 */
export function swapTokenBalance(kit: Kit, token: Pick<SwapToken, 'address' | 'balance'>): string {
  const held = getSendTokens(kit, { namespace: 'eip155' })
  const native = token.address.toLowerCase() === swapNativeAddress.toLowerCase()
  const match = native ? held.find((item) => !item.address) : held.find((item) => item.address?.toLowerCase() === token.address.toLowerCase())
  return match?.balance ?? token.balance
}
