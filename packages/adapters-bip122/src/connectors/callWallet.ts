import { toBitcoinWalletError } from '../errors/toBitcoinWalletError.js'

/** Runs a wallet call; what it throws becomes the matching named wallet error (rejection 4001, …). */
export async function callWallet<value>(run: () => Promise<value>): Promise<value> {
  try {
    return await run()
  } catch (error) {
    throw toBitcoinWalletError(error)
  }
}
