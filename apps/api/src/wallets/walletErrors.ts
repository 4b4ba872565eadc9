/** The shipped wallet catalogue lists one id twice: a packaging bug, refused at start. */
export class DuplicateWalletError extends Error {
  override name = 'DuplicateWalletError'
}
