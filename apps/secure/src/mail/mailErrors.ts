/** A mail the SMTP catcher received but could not parse: refused to the sender, nothing goes to the inbox. */
export class UnparsableMailError extends Error {
  override name = 'UnparsableMailError'
}
