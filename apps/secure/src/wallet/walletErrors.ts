/** A user without a stored wallet of the kind asked for (every signed-in user gets both at sign-up): a bug or a damaged store, answered 500. */
export class WalletNotFoundError extends Error {
  override name = 'WalletNotFoundError'
}

/** A decrypted wallet key whose address is not the stored one: a damaged or swapped row; nothing is signed with it. */
export class WalletKeyMismatchError extends Error {
  override name = 'WalletKeyMismatchError'
}

/** A user or wallet row the store should have written and cannot read back. */
export class RowNotStoredError extends Error {
  override name = 'RowNotStoredError'
}
