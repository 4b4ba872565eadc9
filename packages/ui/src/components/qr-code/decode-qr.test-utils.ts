import jsQR from 'jsqr'

/**
 * Decodes a QR code's pixels the way a phone would (jsqr over the rendered SVG). `element` is a
 * `kit-qr-code` or an element holding one (a view's QR frame).
 */
export async function decodeQr(element: Element): Promise<string | undefined> {
  const qr = element.localName === 'kit-qr-code' ? element : element.querySelector('kit-qr-code')
  const svg = qr?.shadowRoot?.querySelector('svg')
  if (!svg) return undefined
  const image = new Image()
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = image.width
  canvas.height = image.height
  const context = canvas.getContext('2d')!
  context.drawImage(image, 0, 0)
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
  return jsQR(data, width, height)?.data
}
