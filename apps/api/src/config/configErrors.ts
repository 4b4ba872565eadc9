/** A config value from the environment (or a file it names) that cannot be used. */
export class ConfigEnvironmentError extends Error {
  override name = 'ConfigEnvironmentError'
}
