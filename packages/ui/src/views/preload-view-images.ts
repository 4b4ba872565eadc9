import {
  getConnectMethods,
  getConnectorGroups,
  getNetwork,
  getNetworkImage,
  getRouter,
  getSendTokens,
  getSocialImage,
  getTokenBalances,
  getTokenImage,
  getWalletCatalogue,
  type Kit,
  type View,
  watchWalletCatalogue,
} from '@kit/core'
import { IMAGE_PRELOAD_TIMEOUT, type PreloadImagesParameters, type PreloadImagesReturnType, preloadImages } from '../internal/preloadImages.js'

/** Social buttons the Connect view shows before "more": the wide one and three icons. */
const visibleSocials = 4

/** The images a view shows first: its wallets', networks', tokens' and social providers' logos. */
export function viewImageUrls(kit: Kit, view: View): (string | undefined)[] {
  const catalogue = getWalletCatalogue(kit)
  switch (view) {
    case 'Connect':
      return [
        ...getConnectorGroups(kit, { namespace: getRouter(kit).data.namespace }).map((group) => group.icon),
        ...[...catalogue.featured, ...catalogue.recommended].map((wallet) => wallet.imageUrl),
        ...getConnectMethods(kit)
          .socials.slice(0, visibleSocials)
          .map((provider) => getSocialImage(kit, provider)),
      ]
    case 'AllWallets':
      return [...catalogue.featured, ...catalogue.recommended, ...catalogue.list].map((wallet) => wallet.imageUrl)
    case 'Networks':
      return kit.networks.map((network) => getNetworkImage(kit, network))
    case 'Account':
      return [getNetworkImage(kit, getNetwork(kit).caipNetwork), ...getTokenBalances(kit).tokens.map((token) => token.iconUrl || getTokenImage(kit, token))]
    case 'WalletSend':
    case 'WalletSendSelectToken':
    case 'Swap':
      return getSendTokens(kit).map((token) => getTokenImage(kit, token))
    default:
      return []
  }
}

/** Waits until the catalogue the opening fetches has arrived (or failed), at most `timeout` ms. */
function catalogueSettled(kit: Kit, timeout: number): Promise<void> {
  const settled = () => ['success', 'error'].includes(getWalletCatalogue(kit).recommendedStatus)
  if (!kit.api || settled()) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stop()
      resolve()
    }
    const timer = setTimeout(done, timeout)
    const stop = watchWalletCatalogue(kit, { onChange: () => settled() && done() })
  })
}

/**
 * Preloads the images of the view the modal opens (a lazy chunk, loaded on opening): the Connect
 * view's wait for the catalogue that opening fetches, all of it within one budget of 2 s.
 */
export async function preloadViewImages(
  kit: Kit,
  view: View,
  { timeout = IMAGE_PRELOAD_TIMEOUT, createImage }: PreloadImagesParameters = {},
): Promise<PreloadImagesReturnType> {
  const deadline = Date.now() + timeout
  if (view === 'Connect' || view === 'AllWallets') await catalogueSettled(kit, timeout)
  return preloadImages(viewImageUrls(kit, view), { timeout: Math.max(0, deadline - Date.now()), createImage })
}
