import type { ApiWallet } from '../api/getWallets.js'

/** docs/rules/limits.md: wallet page 40, recommended 4, search 100 results; search debounce 500 ms. */
export const walletCatalogueLimits = { page: 40, recommended: 4, search: 100, debounceMs: 500 } as const

/** A wallet of the Kit API catalogue, as the modal lists it. */
export type CatalogueWallet = {
  id: string
  name: string
  /** The wallet's logo on the kit's API (`GET /v1/images/wallets/{id}`); initials show when it has none. */
  imageUrl: string | undefined
  /** EIP-6963 rdns: the same wallet installed in the browser is matched by it. */
  rdns: string | undefined
  homepage: string | undefined
  /** Deep link (`scheme://`) or universal link to open the mobile app with a pairing URI. */
  mobileLink: string | undefined
  desktopLink: string | undefined
  webappLink: string | undefined
  /** CAIP-2 ids of the networks it supports. */
  chains: string[]
}

export type CatalogueStatus = 'idle' | 'loading' | 'success' | 'error'

export type WalletsState = {
  /** `featuredWalletIds`, in that order (shown first on Connect and in AllWallets). */
  featured: CatalogueWallet[]
  /** The first catalogue entries (more than 4: installed ones are dropped when shown). */
  recommended: CatalogueWallet[]
  recommendedStatus: CatalogueStatus
  /** AllWallets: pages of 40 loaded so far (featured wallets left out). */
  list: CatalogueWallet[]
  listStatus: CatalogueStatus
  /** Pages loaded (0: none yet). */
  page: number
  /** Total wallets the catalogue has for this kit (include and exclude applied); undefined until known. */
  count: number | undefined
  /** The search as typed; results arrive 500 ms after the last keystroke. */
  search: string
  searchResults: CatalogueWallet[]
  searchStatus: CatalogueStatus
  /** The last failure's text (docs/rules/errors.md alert texts come through the alerts slice). */
  error: string | undefined
}

export function createWalletsState(): WalletsState {
  return {
    featured: [],
    recommended: [],
    recommendedStatus: 'idle',
    list: [],
    listStatus: 'idle',
    page: 0,
    count: undefined,
    search: '',
    searchResults: [],
    searchStatus: 'idle',
    error: undefined,
  }
}

/** Maps an API wallet to the modal's shape; `imageUrl` is built by the caller (for a wallet with an `image_id`). */
export function toCatalogueWallet(wallet: ApiWallet, imageUrl: (imageId: string) => string): CatalogueWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.image_id ? imageUrl(wallet.image_id) : undefined,
    rdns: wallet.rdns ?? undefined,
    homepage: wallet.homepage ?? undefined,
    mobileLink: wallet.mobile_link ?? wallet.mobile?.native ?? wallet.mobile?.universal ?? undefined,
    desktopLink: wallet.desktop_link ?? wallet.desktop?.native ?? wallet.desktop?.universal ?? undefined,
    webappLink: wallet.webapp_link ?? undefined,
    chains: [...wallet.chains],
  }
}

/** Adds wallets not listed yet (a page may shift while wallets are added to the catalogue). */
export function appendWallets(list: CatalogueWallet[], page: readonly CatalogueWallet[]): CatalogueWallet[] {
  const seen = new Set(list.map((wallet) => wallet.id))
  return [...list, ...page.filter((wallet) => !seen.has(wallet.id))]
}

/**
 * Drops catalogue wallets installed in the browser (same EIP-6963 rdns as a discovered connector):
 * the modal lists those once, as installed wallets.
 */
export function excludeInstalledWallets<wallet extends { rdns?: string | undefined }>(
  wallets: readonly wallet[],
  installed: readonly { rdns?: string | undefined }[],
): wallet[] {
  const rdns = new Set(installed.map((item) => item.rdns?.toLowerCase()).filter(Boolean))
  return wallets.filter((wallet) => !wallet.rdns || !rdns.has(wallet.rdns.toLowerCase()))
}
