import type { Address } from 'viem'

/** A chain the sandbox pays out on. */
export interface PayoutChain {
  readonly chainId: number
  /** Network id used in options, quotes and sessions (`anvil`, `base`). */
  readonly name: string
  readonly displayName: string
  readonly rpcUrl: string
  /** The USDC contract on this chain. */
  readonly usdc: Address
}

/** What can be bought: USDC (ERC-20) or ETH (native), each on every payout chain. */
export const PURCHASE_ASSETS = {
  USDC: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  ETH: { name: 'Ether', symbol: 'ETH', decimals: 18 },
} as const
export type PurchaseAsset = keyof typeof PURCHASE_ASSETS

export function isPurchaseAsset(value: string): value is PurchaseAsset {
  return Object.hasOwn(PURCHASE_ASSETS, value)
}

/** The ERC-20 contract of `asset` on `chain`, or undefined for the native currency. */
export function assetContract(asset: PurchaseAsset, chain: PayoutChain): Address | undefined {
  return asset === 'USDC' ? chain.usdc : undefined
}
