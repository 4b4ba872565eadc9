import { BaseError } from './base.js'

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'bigint') return `${value}n`
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

export type InvalidChainIdErrorType = InvalidChainIdError & { name: 'InvalidChainIdError' }
/**
 * The wallet reported a chain id that is not a positive hex quantity (EIP-1193 `eth_chainId`).
 * While connecting, core wraps it as 'Failed to connect' with this error as the cause.
 */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor({ chainId }: { chainId: unknown }) {
    super('Invalid chain id', { details: `The wallet returned ${describe(chainId)}; expected a hex string such as "0x1"` })
  }
}
