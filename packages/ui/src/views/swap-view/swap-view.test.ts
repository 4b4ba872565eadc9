import { connect, getRouter, getSwap, open } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createApiKit, typeInto } from '../api.test-utils.js'
import { createTestKit, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import { createSwapApi } from './swap-api.test-utils.js'
import './swap-view.js'

/** A connected kit on the fake swap provider, with the Swap view open. */
async function swapView({ api = true }: { api?: boolean } = {}) {
  const kit = api ? createApiKit(createSwapApi() as never) : createTestKit()
  await connect(kit, { connectorId: 'mock' })
  open(kit, { view: 'Swap' })
  const view = await mountView(kit, 'kit-swap-view')
  return { kit, view }
}

/** The symbol a token button shows (after the token's image, whose fallback is its initial). */
const tokenOf = (view: HTMLElement, side: 'from' | 'to') => text(byTestId(view, `swap-${side}-token`)?.querySelector(':scope > span:last-of-type'))

/** The value of a `<kit-text-field>`'s input, by its test id. */
const valueOf = (view: HTMLElement, id: string) => (byTestId(view, id) as HTMLInputElement).value

/** Picks `symbol` in the token picker of `side`. */
async function pick(view: HTMLElement, side: 'from' | 'to', symbol: string) {
  byTestId(view, `swap-${side}-token`)!.click()
  await waitForTestId(view, 'swap-token-picker')
  ;(await waitForTestId(view, `swap-token-${symbol}`)).click()
  await waitForTestId(view, 'swap-view')
}

/** The `<kit-button>` whose inner button carries `id` (its label is slotted). */
const review = (view: HTMLElement) => (byTestId(view, 'swap-review')!.getRootNode() as ShadowRoot).host as HTMLElement & { disabled: boolean }

describe('kit-swap-view', () => {
  test('default: the native token pays; pick what to receive, type an amount, get the quote, review', async () => {
    const { kit, view } = await swapView()
    await waitFor(() => tokenOf(view, 'from') === 'ETH')
    expect(text(byTestId(view, 'swap-from-balance'))).toMatch(/^Balance: 1\.23\d ETH$/)
    expect(text(byTestId(view, 'swap-to-token'))).toBe('Select token')
    expect(text(review(view))).toBe('Enter amount')
    expect(review(view).disabled).toBe(true)
    expect(valueOf(view, 'swap-slippage')).toBe('1')
    await expectAccessible(view)

    await pick(view, 'to', 'USDC')
    expect(tokenOf(view, 'to')).toBe('USDC')
    typeInto(byTestId(view, 'swap-from-amount'), '0.5')
    // The quote is asked 500 ms after the last key; the other side follows it.
    await waitFor(() => valueOf(view, 'swap-to-amount') === '1000', { timeout: 4000, message: 'the quoted amount' })
    expect(text(byTestId(view, 'swap-to-fiat'))).toBe('≈ $1000.00')
    expect(text(await waitForTestId(view, 'swap-price-impact'))).toBe('0.12%')
    await waitFor(() => text(byTestId(view, 'swap-network-fee')) === '0.000021 ETH', { message: 'the network fee' })
    expect(text(byTestId(view, 'swap-minimum-received'))).toMatch(/^990(\.0+)? USDC$/)
    expect(byTestId(view, 'swap-error')).toBeNull()
    await waitFor(() => !review(view).disabled)
    expect(text(review(view))).toBe('Review swap')
    byTestId(view, 'swap-review')!.click()
    expect(getRouter(kit).view).toBe('SwapPreview')
  })

  test('behavior: the picker searches the tokens; picking the other side swaps them; Cancel goes back', async () => {
    const { kit, view } = await swapView()
    await waitFor(() => tokenOf(view, 'from') === 'ETH')
    byTestId(view, 'swap-to-token')!.click()
    const search = (await waitForTestId(view, 'swap-token-search')) as HTMLInputElement
    search.value = 'usd'
    search.dispatchEvent(new Event('input'))
    await waitFor(() => byTestId(view, 'swap-token-ETH') === null)
    expect(byTestId(view, 'swap-token-USDC')).not.toBeNull()
    byTestId(view, 'swap-picker-cancel')!.click()
    await waitForTestId(view, 'swap-view')
    expect(getSwap(kit).toToken).toBeUndefined()

    await pick(view, 'to', 'USDC')
    await pick(view, 'to', 'ETH')
    expect(tokenOf(view, 'from')).toBe('USDC')
    expect(tokenOf(view, 'to')).toBe('ETH')
    byTestId(view, 'swap-flip')!.click()
    await waitFor(() => tokenOf(view, 'from') === 'ETH')
  })

  test('behavior: more than the balance → Insufficient balance, no review', async () => {
    const { view } = await swapView()
    await waitFor(() => tokenOf(view, 'from') === 'ETH')
    await pick(view, 'to', 'USDC')
    typeInto(byTestId(view, 'swap-from-amount'), '5')
    expect(text(await waitForTestId(view, 'swap-error', 4000))).toBe('Insufficient balance')
    expect(text(review(view))).toBe('Insufficient balance')
    expect(review(view).disabled).toBe(true)
  })

  test('behavior: without a swap provider → Network not supported for Swaps; flip disabled', async () => {
    const { view } = await swapView({ api: false })
    const error = await waitForTestId(view, 'swap-error')
    expect(text(error)).toBe('Network not supported for Swaps')
    expect(error.getAttribute('role')).toBe('alert')
    expect((byTestId(view, 'swap-flip') as HTMLButtonElement).disabled).toBe(true)
    expect(review(view).disabled).toBe(true)
  })
})
