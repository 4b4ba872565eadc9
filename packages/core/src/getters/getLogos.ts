import { getImageUrl } from '../api/getImageUrl.js'
import { getLogoUrl } from '../api/getLogoUrl.js'
import type { Kit } from '../kit.js'
import type { CaipNetwork } from '../types.js'

/**
 * A network's image: the app's (`assets.imageUrl`, or AppKit's `assets.imageId` on the Kit API),
 * else the Kit API's logo of its CAIP-2 id; undefined without either (the modal shows initials).
 */
export function getNetworkImage(kit: Pick<Kit, 'api'>, network: Pick<CaipNetwork, 'caipNetworkId' | 'assets'> | undefined): string | undefined {
  if (!network) return undefined
  if (network.assets?.imageUrl) return network.assets.imageUrl
  if (!kit.api) return undefined
  if (network.assets?.imageId) return getImageUrl(kit.api, { kind: 'asset', id: network.assets.imageId })
  return getLogoUrl(kit.api, { kind: 'networks', id: network.caipNetworkId })
}

/**
 * A token's image: its own icon URL, else the Kit API's logo of its symbol (undefined without an
 * API). The API's older token route (`/public/getTokenImage/{symbol}`, in its balances and swap
 * lists) is read as the logo route: a token with no logo then shows the modal's initials rather
 * than the route's generated picture of them.
 */
export function getTokenImage(kit: Pick<Kit, 'api'>, token: { symbol: string; iconUrl?: string | undefined }): string | undefined {
  const legacy = kit.api && token.iconUrl?.startsWith(`${kit.api.baseUrl}/public/getTokenImage/`)
  if (token.iconUrl && !legacy) return token.iconUrl
  return kit.api && token.symbol ? getLogoUrl(kit.api, { kind: 'tokens', id: token.symbol }) : undefined
}

/** A social sign-in provider's logo (`google`, `x`, …) on the Kit API; undefined without one. */
export function getSocialImage(kit: Pick<Kit, 'api'>, provider: string): string | undefined {
  return kit.api ? getLogoUrl(kit.api, { kind: 'socials', id: provider }) : undefined
}

/** A catalogue wallet's logo (`metamask`, `walletconnect`, …) on the Kit API; undefined without one. */
export function getWalletImage(kit: Pick<Kit, 'api'>, walletId: string): string | undefined {
  return kit.api ? getLogoUrl(kit.api, { kind: 'wallets', id: walletId }) : undefined
}
