/** The provider's answer names no user (no `sub` or `id` claim): the login fails with the frame's connect-failed text. */
export class MissingSubjectError extends Error {
  override name = 'MissingSubjectError'
}
