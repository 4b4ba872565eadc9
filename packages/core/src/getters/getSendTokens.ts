import type { Kit } from '../kit.js'
import { accountKey } from '../state/portfolio.js'
import type { SendToken } from '../state/send.js'
import type { CaipNetworkId, Namespace } from '../types.js'
import { parseCaipAddress } from '../utils/caip.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetSendTokensParameters = { namespace?: Namespace | undefined }
export type GetSendTokensReturnType = readonly SendToken[]

/**
 * The tokens the connected account can send on its network: the Kit API's token balances when
 * loaded (zero-decimal tokens dropped, docs/rules/validation.md), the native currency first with the
 * adapter's fresher balance; without them the native balance alone. Empty while disconnected.
 */
export function getSendTokens(kit: Kit, { namespace }: GetSendTokensParameters = {}): GetSendTokensReturnType {
  const key = `sendTokens:${namespace ?? '*'}`
  return select(kit, key, (state) => {
    const target = state.chains.namespaces[namespace ?? state.chains.activeNamespace]
    const address = target?.account.address
    const networkId = target?.networkId
    const network = kit.networks.find((candidate) => candidate.caipNetworkId === networkId)
    if (!target || !address || !networkId || !network || target.account.status !== 'connected') return []
    const { account } = target
    const entry = state.portfolio?.tokens[accountKey(networkId, address)]
    const native: SendToken | undefined =
      account.balance !== undefined
        ? {
            symbol: account.balanceSymbol ?? network.nativeCurrency.symbol,
            name: network.nativeCurrency.name,
            decimals: network.nativeCurrency.decimals,
            balance: account.balance,
            networkId,
          }
        : undefined
    const tokens: SendToken[] = []
    for (const balance of entry?.tokens ?? []) {
      if (balance.chainId !== networkId) continue
      const decimals = Number(balance.quantity.decimals)
      if (!Number.isInteger(decimals) || decimals <= 0) continue
      const token: SendToken = {
        symbol: balance.symbol,
        name: balance.name,
        decimals,
        balance: balance.quantity.numeric,
        networkId: networkId as CaipNetworkId,
        iconUrl: balance.iconUrl || undefined,
        price: balance.price,
      }
      if (!balance.address) {
        // The native currency: the adapter's balance is read right after every send.
        tokens.unshift(native ? { ...token, balance: native.balance } : token)
        continue
      }
      const contract = balance.address.includes(':') ? safeAddress(balance.address) : balance.address
      if (contract) tokens.push({ ...token, address: contract })
    }
    if (!tokens.some((token) => !token.address) && native) tokens.unshift(native)
    // A stable value while nothing it shows changed (the select cache compares shallowly).
    const cached = kit._internal.selectCache.get(key)?.value as SendToken[] | undefined
    return cached && JSON.stringify(cached) === JSON.stringify(tokens) ? cached : tokens
  })
}

function safeAddress(caipAddress: string): string | undefined {
  try {
    return parseCaipAddress(caipAddress).address
  } catch {
    return undefined
  }
}

export function watchSendTokens(kit: Kit, parameters: WatchParameters<GetSendTokensReturnType> & GetSendTokensParameters) {
  return watch(kit, (current) => getSendTokens(current, { namespace: parameters.namespace }), parameters)
}
