import type { CaipNetwork } from '@kit/core'
import { renderNamedImage } from './named-image.js'

/** A network's image, or its initials on a colour derived from the name (styles: `rowStyles`). */
export function renderNetworkImage(network: CaipNetwork | undefined, size: number) {
  const name = network?.name ?? '?'
  const image = network?.assets?.imageUrl
  return renderNamedImage(name, image, size, { scale: 0.38 })
}
