import { renderNamedImage } from './named-image.js'

/** A token's icon, or its initials on a colour derived from the symbol (styles: `rowStyles` `.network-image`). */
export function renderTokenImage(token: { symbol: string; iconUrl?: string | undefined }, size: number) {
  return renderNamedImage(token.symbol, token.iconUrl, size, { scale: 0.34 })
}
