import type { Page } from '@playwright/test'
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { expect } from './fixtures.js'
import { stack } from './stack.js'

/** Solana Devnet as Kit names it (the local devnet answers as it). */
export const solanaDevnetId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
/** The devnet's USDC mint (6 decimals). */
export const usdcMint = '2LssX9crL24MbUs1e5ssjv1YqcS3NLRULtcDV4TawYvT'
/** demo-send's receiver on Solana: the devnet's account 9. */
export const solanaReceiver = '6rtAC9tdtJMZ8YBPwUzpL57Nwa1M9LdAeALy8whdHps3'

export const solanaConnection = () => new Connection(stack.solanaUrl, 'confirmed')

/** SOL of an address as the modal shows it: whole units, truncated to 3 decimals. */
export async function shownSol(address: string): Promise<string> {
  const lamports = await solanaConnection().getBalance(new PublicKey(address))
  const whole = Math.floor(lamports / LAMPORTS_PER_SOL)
  const milli = Math.floor((lamports % LAMPORTS_PER_SOL) / 1_000_000)
  return `${whole}.${String(milli).padStart(3, '0')} SOL`
}

/** Base units of an SPL token held by an owner (0 without a token account). */
export async function tokenBalance(owner: string, mint = usdcMint): Promise<bigint> {
  const { value } = await solanaConnection().getParsedTokenAccountsByOwner(new PublicKey(owner), { mint: new PublicKey(mint) })
  return value.reduce((sum, { account }) => sum + BigInt((account.data.parsed as { info: { tokenAmount: { amount: string } } }).info.tokenAmount.amount), 0n)
}

/** The account button's balance (opens Account, reads, closes). */
export async function expectAccountBalance(page: Page, text: string) {
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-balance')).toContainText(text)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
}
