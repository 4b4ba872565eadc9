import type { Call } from '../adapters/calls.js'
import { InvalidCallsError } from '../errors/calls.js'

/** At most this many calls in one batch (a bound for the wallet's approval screen and gas). */
export const maxCallsPerBatch = 64

const hexData = /^0x(?:[0-9a-fA-F]{2})*$/

export type ValidateCallsParameters = {
  calls: readonly Call[]
  /** The namespace adapter's address check (eip155: 40 hex characters). */
  isValidAddress(address: string): boolean
}

/**
 * Checks a batch before the wallet sees it (docs/rules/validation.md): at least one call, each target
 * starting with 0x and a valid address, data (optional) starting with 0x and whole bytes of hex,
 * value (optional) a non-negative bigint. Throws InvalidCallsError naming the first bad call.
 */
export function validateCalls({ calls, isValidAddress }: ValidateCallsParameters): void {
  if (!Array.isArray(calls) || calls.length === 0) throw new InvalidCallsError({ reason: 'A batch needs at least one call' })
  if (calls.length > maxCallsPerBatch) throw new InvalidCallsError({ reason: `A batch has at most ${maxCallsPerBatch} calls, got ${calls.length}` })
  calls.forEach((call: unknown, index) => {
    const label = `Call ${index + 1}`
    if (typeof call !== 'object' || call === null) throw new InvalidCallsError({ reason: `${label} is not an object` })
    const { to, data, value } = call as Record<string, unknown>
    if (typeof to !== 'string' || !to.startsWith('0x')) throw new InvalidCallsError({ reason: `${label}: the target must start with 0x` })
    if (!isValidAddress(to)) throw new InvalidCallsError({ reason: `${label}: ${JSON.stringify(to)} is not a valid address` })
    if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x'))) throw new InvalidCallsError({ reason: `${label}: data must start with 0x` })
    if (typeof data === 'string' && !hexData.test(data)) throw new InvalidCallsError({ reason: `${label}: data is not hex bytes` })
    if (value !== undefined && (typeof value !== 'bigint' || value < 0n))
      throw new InvalidCallsError({ reason: `${label}: value must be a non-negative bigint (wei)` })
  })
}
