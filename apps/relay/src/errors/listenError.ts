/** The relay's port cannot be opened (in use, no permission, unknown host); the cause is the server's error. */
export class ListenError extends Error {
  override name = 'ListenError'
}
