import { type CaipNetwork, getNetworkImage, type Kit } from '@kit/core'
import { renderNamedImage } from './named-image.js'

/**
 * A network's image (the app's, else its logo on the Kit API), or its initials on a colour derived
 * from the name when there is none or it fails (styles: `rowStyles`).
 */
export function renderNetworkImage(kit: Kit | undefined, network: CaipNetwork | undefined, size: number) {
  const name = network?.name ?? '?'
  const image = kit ? getNetworkImage(kit, network) : network?.assets?.imageUrl
  return renderNamedImage(name, image, size, { scale: 0.38 })
}
