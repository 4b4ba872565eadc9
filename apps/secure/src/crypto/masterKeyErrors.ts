/** The master key cannot be used: malformed, missing in production, readable by others, inside the data directory it protects, or two of them. The server does not start. */
export class MasterKeyError extends Error {
  override name = 'MasterKeyError'
}

/**
 * The stored wallet keys and the master keys do not go together: a rotation to the current key,
 * keys under a third key, nothing to rotate, or a start with a key that decrypts none of them.
 * Nothing is changed.
 */
export class MasterKeyMismatchError extends Error {
  override name = 'MasterKeyMismatchError'
}
