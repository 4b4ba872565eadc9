import { connect, getRouter, getSend, getSendTokens, navigate, type SendTransactionParameters, startSend, updateSend } from '@kit/core'
import { describe, expect, test, vi } from 'vitest'
import { byTestId, elementUpdated, expectAccessible } from '../../internal/fixture.test-utils.js'
import { createApiKit, createFakeApi, typeInto, usdcAddress } from '../api.test-utils.js'
import { createTestKit, testAddress2, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import '../wallet-send-preview-view/wallet-send-preview-view.js'
import '../wallet-send-select-token-view/wallet-send-select-token-view.js'
import './wallet-send-view.js'

const hash = `0x${'cd'.repeat(32)}`

async function connectedKit({ reject = false, api = true, failure }: { reject?: boolean; api?: boolean; failure?: string } = {}) {
  const sent: SendTransactionParameters[] = []
  const sendTransaction = vi.fn(async (parameters: SendTransactionParameters) => {
    if (failure) {
      const { BaseError } = await import('@kit/core')
      // What an adapter throws when the node refuses a broadcast (bip122's TransactionRejectedError).
      throw Object.assign(new BaseError(failure), { name: 'TransactionRejectedError' })
    }
    if (reject) {
      const { UserRejectedRequestError } = await import('@kit/core')
      throw new UserRejectedRequestError()
    }
    sent.push(parameters)
    return hash
  })
  const adapter = { features: { sendTransaction, tokenTransfers: true } }
  const kit = api ? createApiKit(createFakeApi(), { adapter }) : createTestKit({ adapter })
  await connect(kit, { connectorId: 'mock' })
  navigate(kit, { view: 'Account' })
  navigate(kit, { view: 'WalletSend' })
  return { kit, sent }
}

const submit = async (view: HTMLElement) => {
  byTestId(view, 'send-submit')!.click()
  await elementUpdated(view)
}

describe('kit-wallet-send-view', () => {
  test('default: the form; docs/rules/validation.md texts; nothing sent from bad input', async () => {
    const { kit, sent } = await connectedKit()
    const view = await mountView(kit, 'kit-wallet-send-view')
    await waitForTestId(view, 'send-amount')
    expect(text(byTestId(view, 'send-token-select'))).toBe('Select token')
    // Missing input is reported once the form was submitted.
    expect(byTestId(view, 'send-error')!.hidden).toBe(true)
    await submit(view)
    expect(text(byTestId(view, 'send-error'))).toBe('An amount and receiver address are required')
    typeInto(byTestId(view, 'send-amount'), '1')
    typeInto(byTestId(view, 'send-address'), testAddress2)
    await waitFor(() => text(byTestId(view, 'send-error')) === 'A token is required')
    await waitFor(() => getSendTokens(kit).length === 2, { message: 'tokens' })
    updateSend(kit, { token: getSendTokens(kit)[1] })
    await waitFor(() => text(byTestId(view, 'send-token-symbol')) === 'USDC')
    expect(text(byTestId(view, 'send-balance'))).toBe('Balance: 10.000 USDC')
    typeInto(byTestId(view, 'send-address'), 'not-an-address')
    await waitFor(() => text(byTestId(view, 'send-error')) === 'Invalid address')
    typeInto(byTestId(view, 'send-address'), testAddress2)
    typeInto(byTestId(view, 'send-amount'), '10.5')
    await waitFor(() => text(byTestId(view, 'send-error')) === 'Insufficient funds')
    await submit(view)
    expect(getRouter(kit).view).toBe('WalletSend')
    // Max fills the token's balance; then the preview opens.
    byTestId(view, 'send-max')!.click()
    await waitFor(() => byTestId(view, 'send-error')!.hidden)
    expect(getSend(kit).amount).toBe('10')
    await expectAccessible(view)
    await submit(view)
    expect(getRouter(kit).view).toBe('WalletSendPreview')
    expect(sent).toEqual([])
  })

  test('behavior: typing an address before an amount shows nothing until submitted', async () => {
    const { kit } = await connectedKit({ api: false })
    const view = await mountView(kit, 'kit-wallet-send-view')
    typeInto(await waitForTestId(view, 'send-address'), 'nope')
    await elementUpdated(view)
    expect(byTestId(view, 'send-error')!.hidden).toBe(true)
  })
})

describe('kit-wallet-send-select-token-view', () => {
  test('default: the account tokens; choosing one goes back with it', async () => {
    const { kit } = await connectedKit()
    const view = await mountView(kit, 'kit-wallet-send-select-token-view')
    const usdc = await waitForTestId(view, 'send-token-USDC')
    expect(text(byTestId(view, 'send-token-ETH'))).toMatch(/Ether 1\.234 ETH$/)
    expect(text(usdc)).toMatch(/USD Coin 10\.000 USDC$/)
    await expectAccessible(view)
    navigate(kit, { view: 'WalletSendSelectToken' })
    usdc.click()
    expect(getSend(kit).token).toMatchObject({ symbol: 'USDC', address: usdcAddress, decimals: 6 })
    expect(getRouter(kit).view).toBe('WalletSend')
  })

  test('behavior: without the Kit API, the native currency alone', async () => {
    const { kit } = await connectedKit({ api: false })
    const view = await mountView(kit, 'kit-wallet-send-select-token-view')
    await waitForTestId(view, 'send-token-ETH')
    expect(byTestId(view, 'send-tokens-loading')).toBeNull()
    expect(byTestId(view, 'send-token-USDC')).toBeNull()
  })
})

describe('kit-wallet-send-preview-view', () => {
  async function preview(options: { reject?: boolean; failure?: string } = {}) {
    const { kit, sent } = await connectedKit(options)
    startSend(kit)
    await waitFor(() => getSendTokens(kit).length === 2, { message: 'tokens' })
    updateSend(kit, { token: getSendTokens(kit)[1], amount: '2.5', to: testAddress2 })
    navigate(kit, { view: 'WalletSendPreview' })
    const view = await mountView(kit, 'kit-wallet-send-preview-view')
    return { kit, sent, view }
  }

  test('default: review, confirm, then the hash', async () => {
    const { kit, sent, view } = await preview()
    expect(text(await waitForTestId(view, 'send-preview-amount'))).toMatch(/2\.5 USDC$/)
    expect(text(byTestId(view, 'send-preview-to'))).toBe('0x709979…dc79C8')
    await expectAccessible(view)
    byTestId(view, 'send-confirm')!.click()
    expect(text(await waitForTestId(view, 'send-hash'))).toBe(hash)
    expect(sent).toEqual([{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: usdcAddress, value: 0n, data: `transfer:${testAddress2}:2500000` }])
    await expectAccessible(view)
    byTestId(view, 'send-done')!.click()
    expect(getSend(kit).status).toBe('success')
  })

  test('behavior: a refusal shows its text and the button retries', async () => {
    const { view } = await preview({ reject: true })
    ;(await waitForTestId(view, 'send-confirm')).click()
    expect(text(await waitForTestId(view, 'send-error'))).toBe('Transaction rejected')
    expect(byTestId(view, 'send-error-reason')).toBeNull()
    expect(text((byTestId(view, 'send-confirm')!.getRootNode() as ShadowRoot).host)).toBe('Try again')
  })

  test('behavior: another failure shows Transaction failed and its own reason (a refused broadcast)', async () => {
    const { view } = await preview({ failure: 'Transaction rejected: bad-txns-inputs-missingorspent' })
    ;(await waitForTestId(view, 'send-confirm')).click()
    expect(text(await waitForTestId(view, 'send-error'))).toBe('Transaction failed')
    expect(text(await waitForTestId(view, 'send-error-reason'))).toBe('Transaction rejected: bad-txns-inputs-missingorspent')
    await expectAccessible(view)
  })
})
