/** A config value from the environment (or a file it names) that cannot be used. */
export class ConfigEnvironmentError extends Error {
  override name = 'ConfigEnvironmentError'
}

/** A config object that fails validation (a bad field, a duplicate project id or chain): one indented line per problem after `Invalid Kit API config:`. */
export class InvalidConfigError extends Error {
  override name = 'InvalidConfigError'
}
