import { anvil, bitcoinTestnet, getAccount, getConnections, getModalState, getNetwork, getRouter, type Kit, open, solanaDevnet } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { defineElements } from '../../defineElements.js'
import type { AppKitModal } from '../../elements/appkit-modal/appkit-modal.component.js'
import { byTestId, elementUpdated, expectAccessible, fixture, sleep } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import { createTestKit, deferred, testAdapter, testAddress, text, waitFor, waitForTestId } from '../kit.test-utils.js'

await defineElements()

const solanaAddress = '5Dnpv1UC2Wkexs6HKm915tVpSRrc6KXGTMZejwNeU8KG'
const bitcoinAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

/** A kit with one mock wallet doing EVM, Solana and Bitcoin (one connector per adapter, same name). */
function multiKit({ rejectSolana = false, solanaGate }: { rejectSolana?: boolean; solanaGate?: Promise<void> } = {}): Kit {
  return createTestKit({
    networks: [anvil, solanaDevnet, bitcoinTestnet],
    adapters: [
      testAdapter({ namespace: 'eip155', accounts: [testAddress] }),
      testAdapter({
        namespace: 'solana',
        accounts: [solanaAddress],
        connectorId: 'mock-solana',
        connectGate: solanaGate,
        features: { rejectConnect: rejectSolana },
      }),
      testAdapter({ namespace: 'bip122', accounts: [bitcoinAddress], connectorId: 'mock-bitcoin' }),
    ],
  })
}

async function mountModal(kit: Kit): Promise<AppKitModal> {
  const modal = await fixture<AppKitModal>(html`<appkit-modal .kit=${kit}></appkit-modal>`)
  await elementUpdated(modal)
  return modal
}

describe('multi-namespace modal', () => {
  test('default: one item for the wallet; All chains connects every namespace in one flow, then closes', async () => {
    const gate = deferred()
    const kit = multiKit({ solanaGate: gate.promise })
    const modal = await mountModal(kit)
    open(kit)
    const items = await waitFor(() => byTestId(modal, 'wallet-list')?.querySelectorAll('kit-wallet-item').length)
    expect(items).toBe(1)
    byTestId(modal, 'wallet-item-mock')!.click()
    const chooser = await waitForTestId(modal, 'connecting-multi-chain-view')
    expect(
      ['namespace-all', 'namespace-eip155', 'namespace-solana', 'namespace-bip122'].map((id) => text(byTestId(chooser, id)?.querySelector('.row-label'))),
    ).toEqual(['All chains', 'EVM Networks', 'Solana', 'Bitcoin'])
    await sleep(200)
    await expectAccessible(chooser)
    byTestId(chooser, 'namespace-all')!.click()
    await waitForTestId(modal, 'connecting-external-view')
    // EVM is connected, Solana waits in the wallet: the modal stays open.
    await waitFor(() => getAccount(kit, { namespace: 'eip155' }).isConnected)
    await sleep(50)
    expect(getModalState(kit).open).toBe(true)
    gate.resolve()
    await waitFor(() => !getModalState(kit).open, { message: 'the modal to close' })
    expect(['eip155', 'solana', 'bip122'].map((namespace) => getAccount(kit, { namespace: namespace as 'eip155' }).status)).toEqual([
      'connected',
      'connected',
      'connected',
    ])
    expect(getAccount(kit).namespace).toBe('eip155')
  })

  test('behavior: a refusal in one namespace shows Connection rejected; retry asks only for the rest', async () => {
    const kit = multiKit({ rejectSolana: true })
    const modal = await mountModal(kit)
    open(kit)
    ;(await waitForTestId(modal, 'wallet-item-mock')).click()
    ;(await waitForTestId(modal, 'namespace-all')).click()
    expect(text(await waitForTestId(modal, 'connecting-error'))).toBe('Connection rejected')
    expect(getModalState(kit).open).toBe(true)
    expect(getAccount(kit, { namespace: 'eip155' }).isConnected).toBe(true)
    expect(getConnections(kit).connections.map((connection) => connection.namespace)).toEqual(['eip155'])
  })

  test('parameters: one namespace row connects only that namespace', async () => {
    const kit = multiKit()
    const modal = await mountModal(kit)
    open(kit)
    ;(await waitForTestId(modal, 'wallet-item-mock')).click()
    ;(await waitForTestId(modal, 'namespace-solana')).click()
    await waitFor(() => !getModalState(kit).open, { message: 'the modal to close' })
    expect(getAccount(kit)).toMatchObject({ namespace: 'solana', address: solanaAddress })
    expect(getAccount(kit, { namespace: 'eip155' }).isConnected).toBe(false)
  })

  test('behavior: open({ namespace }) lists that namespace only and connects it directly', async () => {
    const kit = multiKit()
    const modal = await mountModal(kit)
    open(kit, { namespace: 'bip122' })
    ;(await waitForTestId(modal, 'wallet-item-mock-bitcoin')).click()
    await waitFor(() => !getModalState(kit).open, { message: 'the modal to close' })
    expect(getAccount(kit)).toMatchObject({ namespace: 'bip122', address: bitcoinAddress })
  })

  test('behavior: Networks lists every namespace; one without a wallet goes to SwitchActiveChain, then Connect for it', async () => {
    const kit = multiKit()
    const modal = await mountModal(kit)
    open(kit, { namespace: 'eip155' })
    ;(await waitForTestId(modal, 'wallet-item-mock')).click()
    await waitFor(() => !getModalState(kit).open)
    open(kit, { view: 'Networks' })
    await waitForTestId(modal, `network-item-${solanaDevnet.caipNetworkId}`)
    expect(byTestId(modal, `network-item-${bitcoinTestnet.caipNetworkId}`)).not.toBeNull()
    byTestId(modal, `network-item-${solanaDevnet.caipNetworkId}`)!.click()
    const view = await waitForTestId(modal, 'switch-active-chain-view')
    expect(text(view)).toContain('No Solana wallet is connected. Connect one to use Solana Devnet.')
    await sleep(200)
    await expectAccessible(view)
    expect(getAccount(kit).namespace).toBe('eip155')
    ;(await waitForTestId(modal, 'switch-active-chain-connect')).click()
    await waitFor(() => getRouter(kit).view === 'Connect')
    expect(getRouter(kit).data).toMatchObject({ namespace: 'solana', networkId: solanaDevnet.caipNetworkId })
    ;(await waitForTestId(modal, 'wallet-item-mock-solana')).click()
    await waitFor(() => !getModalState(kit).open, { message: 'the modal to close' })
    expect(getNetwork(kit)).toMatchObject({ namespace: 'solana', caipNetworkId: solanaDevnet.caipNetworkId })
    expect(getAccount(kit, { namespace: 'eip155' }).isConnected).toBe(true)
    // Both connected: choosing the EVM network again switches at once (no wallet call, no view).
    open(kit, { view: 'Networks' })
    ;(await waitForTestId(modal, `network-item-${anvil.caipNetworkId}`)).click()
    await waitFor(() => !getModalState(kit).open, { message: 'the modal to close' })
    expect(getAccount(kit).namespace).toBe('eip155')
  })
})
