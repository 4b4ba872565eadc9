/** A config value from the environment (or a file it names) that cannot be used. */
export class ConfigEnvironmentError extends Error {
  override name = 'ConfigEnvironmentError'
}

/** The API was asked to run in production with a secret anyone can read in the repository. */
export class ShippedSecretError extends Error {
  override name = 'ShippedSecretError'
  /** The variables to set, one per offending secret. */
  readonly variables: readonly string[]
  /** One refusal per variable (the message joins them with newlines). */
  readonly lines: readonly string[]

  constructor(variables: readonly string[]) {
    const lines = variables.map(
      (variable) =>
        `Refusing to start with NODE_ENV=production: ${variable} is the development default that ships in the repository. Set ${variable} to a secret of your own.`,
    )
    super(lines.join('\n'))
    this.variables = variables
    this.lines = lines
  }
}
