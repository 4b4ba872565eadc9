import { z } from 'zod/mini'
import type { ApiBalance } from '../api/getBalance.js'
import type { Kit } from '../kit.js'
import { connectedWallet } from '../utils/connectedWallet.js'
import { formatUnits } from '../utils/formatUnits.js'
import { findNetwork } from '../utils/lookup.js'
import { providerOf } from './eip5792Provider.js'
import { getCapabilities } from './getCapabilities.js'

/** One ERC-7811 asset as a wallet reports it; anything else in the answer is dropped. */
const walletAssetSchema = z.object({
  address: z.string().check(z.regex(/^(native|0x[0-9a-fA-F]{40})$/)),
  balance: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
  type: z.string(),
  metadata: z.optional(
    z.object({
      name: z.optional(z.string().check(z.maxLength(100))),
      symbol: z.optional(z.string().check(z.maxLength(32))),
      decimals: z.optional(z.number().check(z.int(), z.gte(0), z.lte(36))),
      price: z.optional(z.number().check(z.nonnegative())),
      value: z.optional(z.number().check(z.nonnegative())),
      iconUrl: z.optional(z.string().check(z.maxLength(2_048))),
    }),
  ),
})

type WalletAsset = z.output<typeof walletAssetSchema>

/** True when the wallet's EIP-5792 capabilities report ERC-7811 asset discovery for the chain. */
async function hasAssetDiscovery(kit: Kit, chainId: number): Promise<boolean> {
  try {
    const capabilities = (await getCapabilities(kit, { namespace: 'eip155' }))[chainId] as { assetDiscovery?: { supported?: unknown } } | undefined
    return capabilities?.assetDiscovery?.supported === true
  } catch {
    return false
  }
}

/**
 * The connected EVM wallet's native and ERC-20 balances on `networkId` from `wallet_getAssets`
 * (ERC-7811), in the Kit API's balance shape, when the wallet's capabilities report
 * `assetDiscovery` for that chain (docs/rules/validation.md and docs/rules/calls.md). `undefined` when they do not, or the
 * wallet's answer is unusable: the caller then reads balances the usual way (API and chain).
 */
export async function readWalletAssets(kit: Kit, { address, networkId }: { address: string; networkId: string }): Promise<ApiBalance[] | undefined> {
  const chainId = Number(networkId.split(':')[1])
  if (!networkId.startsWith('eip155:') || !Number.isSafeInteger(chainId) || !(await hasAssetDiscovery(kit, chainId))) return undefined
  const provider = await providerOf(connectedWallet(kit, 'eip155').connector).catch(() => undefined)
  if (!provider) return undefined
  const hexChainId = `0x${chainId.toString(16)}`
  let answer: unknown
  try {
    answer = await provider.request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [hexChainId] }] })
  } catch {
    return undefined
  }
  const assets = (answer as Record<string, unknown> | null)?.[hexChainId]
  if (!Array.isArray(assets)) return undefined
  const nativeCurrency = findNetwork(kit, networkId)?.nativeCurrency
  return assets.flatMap((raw): ApiBalance[] => {
    const parsed = walletAssetSchema.safeParse(raw)
    const type = parsed.success ? parsed.data.type.toLowerCase() : ''
    if (!parsed.success || (type !== 'native' && type !== 'erc20')) return []
    return [toBalance(parsed.data, type === 'native', networkId, nativeCurrency)]
  })
}

function toBalance(
  asset: WalletAsset,
  native: boolean,
  networkId: string,
  nativeCurrency: { name: string; symbol: string; decimals: number } | undefined,
): ApiBalance {
  const metadata = asset.metadata ?? {}
  const decimals = metadata.decimals ?? (native ? (nativeCurrency?.decimals ?? 18) : 0)
  const price = metadata.price ?? 0
  const numeric = formatUnits(BigInt(asset.balance), decimals)
  return {
    name: metadata.name ?? (native ? (nativeCurrency?.name ?? 'Native') : 'Token'),
    symbol: metadata.symbol ?? (native ? (nativeCurrency?.symbol ?? '') : ''),
    chainId: networkId,
    ...(native ? {} : { address: `${networkId}:${asset.address}` }),
    value: metadata.value ?? price * Number(numeric),
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: metadata.iconUrl ?? '',
  }
}
