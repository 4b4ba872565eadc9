/** A wallet image URL answered a status outside 2xx: the wallet is kept without an image. */
export class WalletImageHttpError extends Error {
  override name = 'WalletImageHttpError'
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
}

/** A wallet image over the size fetched (by its Content-Length or its bytes): the wallet is kept without an image. */
export class WalletImageTooLargeError extends Error {
  override name = 'WalletImageTooLargeError'
  constructor(readonly maxBytes: number) {
    super(`larger than ${maxBytes} bytes`)
  }
}

/** A wallet image URL answered bytes that are no PNG, JPEG, WebP, GIF or SVG (whatever its Content-Type said): the wallet is kept without an image. */
export class NotAWalletImageError extends Error {
  override name = 'NotAWalletImageError'
  constructor() {
    super('not a PNG, JPEG, WebP, GIF or SVG image')
  }
}
