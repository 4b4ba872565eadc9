/** A command-line option or variable the relay cannot use (unknown, missing its value, out of range): the CLI prints it with the usage and exits 1. */
export class CliArgumentError extends Error {
  override name = 'CliArgumentError'
}
