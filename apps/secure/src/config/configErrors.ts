/** A setting that cannot be used: a malformed variable, a value the schema refuses, a social provider set up half-way. The server does not start. */
export class SecureConfigError extends Error {
  override name = 'SecureConfigError'
}

/** What production refuses to run with (development mode, the in-process SMTP catcher and its /inbox). The server does not start. */
export class ProductionRefusalError extends Error {
  override name = 'ProductionRefusalError'
}

/** A command line the CLI cannot run (a missing argument): it prints the usage and exits 1. */
export class CliUsageError extends Error {
  override name = 'CliUsageError'
}
