import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** Anvil's default test mnemonic: its keys are public (the devnet funds them), never a secret. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many of the mnemonic's keys count as shipped (anvil funds 10 by default; `--accounts` may ask for more). */
export const ANVIL_KEY_COUNT = 20

/** The first {@link ANVIL_KEY_COUNT} private keys of anvil's test mnemonic, lower-case `0x` hex. */
export function anvilTestKeys(): ReadonlySet<string> {
  const parent = mnemonicToAccount(ANVIL_MNEMONIC, { path: "m/44'/60'/0'/0" }).getHdKey()
  const keys = Array.from({ length: ANVIL_KEY_COUNT }, (_, index) => {
    const key = parent.deriveChild(index).privateKey
    return key ? toHex(key) : ''
  })
  return new Set(keys.filter(Boolean))
}

/** The refusal for one variable whose secret ships in the repository (the text every Kit server prints). */
export const shippedSecretMessage = (variable: string): string =>
  `Refusing to start with NODE_ENV=production: ${variable} is the development default that ships in the repository. Set ${variable} to a secret of your own.`

/** A production start with secrets that ship in the repository: one refusal per variable to set. */
export class ShippedSecretError extends Error {
  override name = 'ShippedSecretError'
  /** One refusal per variable (the message joins them with newlines). */
  readonly lines: readonly string[]

  constructor(readonly variables: readonly string[]) {
    const lines = variables.map(shippedSecretMessage)
    super(lines.join('\n'))
    this.lines = lines
  }
}
