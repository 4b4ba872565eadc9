import type { ApiClient } from './createApiClient.js'

/** Public image URLs of the Kit API (no project parameters: they are cacheable and public). */
export type ApiImageKind = 'wallet' | 'asset' | 'token' | 'currency'

const paths: Record<ApiImageKind, string> = {
  wallet: '/getWalletImage/',
  asset: '/getAssetImage/',
  token: '/public/getTokenImage/',
  currency: '/public/getCurrencyImage/',
}

/**
 * The URL of a wallet image (`image_id`), a network asset (`eip155-1`, `solana`, …), a token
 * icon (`ETH`, `USDC`) or a fiat currency icon (`USD`).
 */
export function getImageUrl(client: ApiClient, { kind, id }: { kind: ApiImageKind; id: string }): string {
  return `${client.baseUrl}${paths[kind]}${encodeURIComponent(id)}`
}
