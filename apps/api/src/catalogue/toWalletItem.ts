import type { WalletItem } from '../wallets/walletSchemas.js'
import type { ExplorerWallet } from './explorerListingSchema.js'

/** The catalogue's wallet (as `GET /getWallets` serves it) for an Explorer entry at `order` (1-based position in the listing). */
export function toWalletItem(entry: ExplorerWallet, order: number): WalletItem {
  const mobile = { native: entry.mobile?.native ?? null, universal: entry.mobile?.universal ?? null }
  const desktop = { native: entry.desktop?.native ?? null, universal: entry.desktop?.universal ?? null }
  return {
    id: entry.id,
    name: entry.name,
    image_id: entry.image_id,
    homepage: entry.homepage,
    rdns: entry.rdns,
    mobile,
    desktop,
    webapp_link: entry.app?.browser ?? null,
    app_store: entry.app?.ios ?? null,
    play_store: entry.app?.android ?? null,
    chrome_store: entry.app?.chrome ?? null,
    chains: entry.chains,
    injected: entry.injected,
    badge_type: entry.badge_type ?? 'none',
    supports_wc: Boolean(mobile.native ?? mobile.universal ?? desktop.native ?? desktop.universal),
    order,
    mobile_link: mobile.native ?? mobile.universal,
    desktop_link: desktop.native ?? desktop.universal,
    link_mode: mobile.universal,
  }
}
