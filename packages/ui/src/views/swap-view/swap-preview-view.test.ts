import { type Adapter, connect, getModalState, getRouter, getSwap, navigate, open, type SendTransactionParameters, startSwap } from '@kit/core'
import { describe, expect, test, vi } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createApiKit } from '../api.test-utils.js'
import { testAdapter, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import { createSwapApi } from './swap-api.test-utils.js'
import './swap-view.js'

const hash = `0x${'ab'.repeat(32)}`

/**
 * A connected kit whose wallet sends (or refuses) transactions, mined at once, with a quoted swap
 * of `amount` `from` for `to`, and SwapPreview open.
 */
async function previewView({ from, to, amount, reject = false }: { from: string; to: string; amount: string; reject?: boolean }) {
  const sent: SendTransactionParameters[] = []
  const sendTransaction = vi.fn(async (parameters: SendTransactionParameters) => {
    if (reject) {
      const { UserRejectedRequestError } = await import('@kit/core')
      throw new UserRejectedRequestError()
    }
    sent.push(parameters)
    return hash
  })
  const wallet = testAdapter({ features: { sendTransaction } })
  const adapter: Adapter = {
    ...wallet,
    setup: (context) => ({ ...wallet.setup(context), waitForTransaction: async () => ({ status: 'success' as const }) }),
  }
  const kit = createApiKit(createSwapApi() as never, { adapters: [adapter] })
  await connect(kit, { connectorId: 'mock' })
  open(kit, { view: 'Swap' })
  await startSwap(kit, { fromToken: from, toToken: to, amount })
  await waitFor(() => getSwap(kit).quote && getSwap(kit).networkFee !== undefined && !getSwap(kit).quoteLoading, { timeout: 4000, message: 'the quote' })
  navigate(kit, { view: 'SwapPreview' })
  const view = await mountView(kit, 'kit-swap-preview-view')
  return { kit, view, sent }
}

/** The `<kit-button>` whose inner button carries `id` (its label is slotted). */
const button = (view: HTMLElement, id: string) => (byTestId(view, id)!.getRootNode() as ShadowRoot).host as HTMLElement & { disabled: boolean }

describe('kit-swap-preview-view', () => {
  test('default: the quoted swap; a native token needs no approval; Swap sends it and shows the hash; Done closes', async () => {
    const { kit, view, sent } = await previewView({ from: 'ETH', to: 'USDC', amount: '0.5' })
    expect(text(await waitForTestId(view, 'swap-preview-from'))).toBe('0.5 ETH')
    expect(text(byTestId(view, 'swap-preview-to'))).toBe('1000 USDC')
    expect(text(byTestId(view, 'swap-price-impact'))).toBe('0.12%')
    expect(text(byTestId(view, 'swap-network-fee'))).toBe('0.000021')
    expect(byTestId(view, 'swap-approve')).toBeNull()
    expect(button(view, 'swap-confirm').disabled).toBe(false)
    await expectAccessible(view)
    byTestId(view, 'swap-confirm')!.click()
    expect(text(await waitForTestId(view, 'swap-hash'))).toBe(hash)
    expect(text(byTestId(view, 'swap-success'))).toContain('0.5 ETH')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ value: 0n, gas: 21000n })
    byTestId(view, 'swap-done')!.click()
    await waitFor(() => !getModalState(kit).open)
  })

  test('behavior: a token needs the approval first; once mined the swap is enabled', async () => {
    const { kit, view, sent } = await previewView({ from: 'USDC', to: 'ETH', amount: '2' })
    const approve = await waitForTestId(view, 'swap-approve')
    expect(button(view, 'swap-confirm').disabled).toBe(true)
    approve.click()
    await waitFor(() => byTestId(view, 'swap-approve') === null, { message: 'the approval step done' })
    expect(sent[0]).toMatchObject({ data: '0x095ea7b3', gas: 50000n })
    expect(getSwap(kit).allowance).toBe('2000000')
    await waitFor(() => !button(view, 'swap-confirm').disabled)
    byTestId(view, 'swap-confirm')!.click()
    await waitForTestId(view, 'swap-success')
    expect(sent).toHaveLength(2)
  })

  test('behavior: a refusal in the wallet shows Request rejected in the wallet; the swap stays; Cancel goes back', async () => {
    const { kit, view } = await previewView({ from: 'ETH', to: 'USDC', amount: '0.5', reject: true })
    ;(await waitForTestId(view, 'swap-confirm')).click()
    const error = await waitForTestId(view, 'swap-error')
    expect(text(error)).toBe('Request rejected in the wallet')
    expect(error.getAttribute('role')).toBe('alert')
    expect(getSwap(kit).status).toBe('idle')
    await waitFor(() => !button(view, 'swap-cancel').disabled)
    byTestId(view, 'swap-cancel')!.click()
    await waitFor(() => getRouter(kit).view === 'Swap')
    expect(getSwap(kit).fromAmount).toBe('0.5')
  })
})
