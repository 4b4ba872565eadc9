/** A port option or variable that is not a whole number from 0 to 65535 (0: any free port); the message names where it came from. */
export class InvalidPortError extends Error {
  override name = 'InvalidPortError'
}

/** A port another process holds (a devnet left running?); the message names the variable that moves it. */
export class PortInUseError extends Error {
  override name = 'PortInUseError'
  readonly code = 'EADDRINUSE'
}

/** The operating system gave no free port. */
export class NoFreePortError extends Error {
  override name = 'NoFreePortError'
}
