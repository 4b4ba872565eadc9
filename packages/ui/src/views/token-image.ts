import { getTokenImage, type Kit } from '@kit/core'
import { renderNamedImage } from './named-image.js'

/**
 * A token's icon (its own, else its logo on the Kit API), or its initials on a colour derived from
 * the symbol when there is none or it fails (styles: `rowStyles` `.network-image`).
 */
export function renderTokenImage(kit: Kit | undefined, token: { symbol: string; iconUrl?: string | undefined }, size: number) {
  const image = kit ? getTokenImage(kit, token) : token.iconUrl || undefined
  return renderNamedImage(token.symbol, image, size, { scale: 0.34 })
}
