import { encode } from 'uqr'
import { svg } from '../../internal/lit.js'

export type QrCodeParameters = {
  /** The text the code carries (a `wc:` pairing URI). */
  value: string
  /** Largest width in CSS pixels; the code snaps down to whole pixels per module. */
  size: number
  /** A logo drawn in the centre on a white tile (an image URL); the error correction (Q, 25 %) covers it. */
  logo?: string | undefined
}

/** Quiet zone in modules: the 4 the QR specification asks for. */
const quietZone = 4

/**
 * The QR code as one `<svg>`: black modules on white whatever the theme (scanners and decoders
 * need the contrast), a 4-module quiet zone, whole pixels per module (crisp edges), and
 * horizontal runs merged into one path.
 */
export function renderQrCode({ value, size, logo }: QrCodeParameters) {
  const { data } = encode(value, { ecc: 'Q', border: quietZone })
  const count = data.length
  // Whole pixels per module: decoders (and phone cameras) read evenly sized modules best.
  const pixels = Math.max(2, Math.floor(size / count)) * count
  let path = ''
  data.forEach((row, y) => {
    for (let x = 0; x < count; x++) {
      if (!row[x]) continue
      let run = 1
      while (x + run < count && row[x + run]) run++
      path += `M${x} ${y}h${run}v1h-${run}z`
      x += run - 1
    }
  })
  // The logo covers at most about 7 % of the symbol: well within what level Q restores.
  const tile = Math.round((count - 2 * quietZone) * 0.22)
  const tileStart = (count - tile) / 2
  const inset = tile * 0.12
  return svg`<svg
    part="svg"
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 ${count} ${count}"
    width=${pixels}
    height=${pixels}
    shape-rendering="crispEdges"
    aria-hidden="true"
    focusable="false"
  >
    <rect width=${count} height=${count} fill="#fff" />
    <path d=${path} style="fill: var(--kit-qr-color, #000)" />
    ${
      logo
        ? svg`<rect x=${tileStart} y=${tileStart} width=${tile} height=${tile} rx=${tile * 0.22} fill="#fff" />
          <image href=${logo} x=${tileStart + inset} y=${tileStart + inset} width=${tile - 2 * inset} height=${tile - 2 * inset} />`
        : ''
    }
  </svg>`
}
