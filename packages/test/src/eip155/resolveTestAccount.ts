import type { Hex, LocalAccount } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'

/** Anvil/Hardhat default test mnemonic (public; never use for real funds). */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/** An account index of {@link TEST_MNEMONIC} or a 32-byte private key. */
export type TestAccountSource = number | Hex

/** Builds the viem local account that signs for the test wallet. */
export function resolveTestAccount(source: TestAccountSource, mnemonic = TEST_MNEMONIC): LocalAccount {
  if (typeof source === 'number') {
    if (!Number.isInteger(source) || source < 0) throw new Error(`Invalid account index ${source}`)
    return mnemonicToAccount(mnemonic, { addressIndex: source })
  }
  if (!/^0x[0-9a-fA-F]{64}$/.test(source)) throw new Error('Invalid private key: expected 0x + 64 hex digits')
  return privateKeyToAccount(source)
}
