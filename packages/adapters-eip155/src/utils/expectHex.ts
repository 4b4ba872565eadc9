import { WalletRpcError } from '@kit/core'
import { type Hex, isHex } from './hex.js'

/** Checks a wallet's hex result (signature, transaction hash); anything else is a WalletRpcError. */
export function expectHex(value: unknown, what: string): Hex {
  if (typeof value === 'string' && isHex(value)) return value
  let received: string
  try {
    received = JSON.stringify(value) ?? String(value)
  } catch {
    received = String(value)
  }
  throw new WalletRpcError({ details: `The wallet returned ${received} as the ${what}` })
}
