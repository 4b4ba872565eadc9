import type { ImageKind } from './createImageStore.js'
import type { LogoKind } from './createLogoStore.js'

/** The old image routes' asset ids that are not CAIP-2 ids (`solana`, `bitcoin`), as CAIP-2 ids. */
const ASSET_NETWORKS: Readonly<Record<string, string>> = {
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
}

/**
 * Where an old image route's id (`/getWalletImage/{image_id}`, `/getAssetImage/{id}`,
 * `/public/getTokenImage/{symbol}`) has a logo in `/v1/images`: the wallet whose shipped icon
 * has that content hash, the network of an asset id (`eip155-1`, `solana`), the token's symbol.
 * Undefined for a currency or an id with no wallet: the old route then serves its generated icon.
 */
export function legacyLogoId(kind: ImageKind, id: string, walletIdByImageId: ReadonlyMap<string, string>): { kind: LogoKind; id: string } | undefined {
  if (kind === 'wallets') {
    const walletId = walletIdByImageId.get(id.toLowerCase())
    return walletId ? { kind: 'wallets', id: walletId } : undefined
  }
  if (kind === 'assets') return { kind: 'networks', id: ASSET_NETWORKS[id.toLowerCase()] ?? id }
  if (kind === 'tokens') return { kind: 'tokens', id }
  return undefined
}
