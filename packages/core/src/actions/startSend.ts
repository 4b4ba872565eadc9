import { getSendTokens } from '../getters/getSendTokens.js'
import type { Kit } from '../kit.js'
import { resetSend, type SendToken } from '../state/send.js'
import type { Namespace } from '../types.js'
import { emitEvent } from './emitEvent.js'
import { accountEventContext } from './eventContext.js'
import { fetchPortfolio } from './fetchPortfolio.js'

export type StartSendParameters = {
  /** A token to preselect: its symbol (`USDC`), its contract address, `native`, or the token itself. */
  token?: string | SendToken | undefined
  /** Whole units, e.g. `0.5`. */
  amount?: string | undefined
  /** The receiver address. */
  to?: string | undefined
  namespace?: Namespace | undefined
}

/** Finds a token of the account by symbol, contract address, or `native`. */
export function findSendToken(tokens: readonly SendToken[], query: string): SendToken | undefined {
  const needle = query.trim().toLowerCase()
  if (needle === 'native') return tokens.find((token) => !token.address)
  return tokens.find((token) => token.address?.toLowerCase() === needle) ?? tokens.find((token) => token.symbol.toLowerCase() === needle)
}

/**
 * Starts a new send (the WalletSend form) with optional presets and reads the account's tokens.
 * A token given by symbol or address is picked as soon as the token list knows it.
 */
export function startSend(kit: Kit, { token, amount = '', to = '', namespace }: StartSendParameters = {}): void {
  const slice = kit._internal.state.send
  const query = typeof token === 'string' ? token : undefined
  const preset = typeof token === 'object' ? token : query ? findSendToken(getSendTokens(kit, { namespace }), query) : undefined
  resetSend(slice, { token: preset, amount, to })
  emitEvent(kit, 'OPEN_SEND', accountEventContext(kit, namespace))
  void fetchPortfolio(kit, { namespace }).then(() => {
    if (!query || slice.token || slice.status !== 'idle') return
    const found = findSendToken(getSendTokens(kit, { namespace }), query)
    if (found) slice.token = found
  })
}
