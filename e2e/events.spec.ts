import { connectWallet, expect, publicClient, test, walletRdns } from './support/fixtures.js'

// AppKit's events as an app reads them with useAppKitEvents: the demo's `?events` page lists each
// value the hook returns (name and properties, one line each). Kit's hook returns every event in
// order, also several sent in one tick (CONNECT_SUCCESS and MODAL_CLOSE). A user opens the modal,
// connects the injected test wallet, clicks the network button, switches to Base and disconnects.

type Line = { event: string; properties: Record<string, unknown> }

function parse(lines: string[]): Line[] {
  return lines.map((line) => {
    const space = line.indexOf(' ')
    return { event: line.slice(0, space), properties: JSON.parse(line.slice(space + 1)) as Record<string, unknown> }
  })
}

/** The lines of `wanted`, in order, each found after the previous one (other events may come between). */
function inOrder(lines: Line[], wanted: string[]): Line[] {
  const found: Line[] = []
  let from = 0
  for (const name of wanted) {
    const index = lines.findIndex((line, position) => position >= from && line.event === name)
    if (index < 0)
      throw new Error(`${name} not found after ${found.map((line) => line.event).join(', ') || 'the start'} in ${lines.map((line) => line.event).join(', ')}`)
    found.push(lines[index]!)
    from = index + 1
  }
  return found
}

test('useAppKitEvents: open → connect → networks click → switch → disconnect', async ({ page, injected }) => {
  void injected
  await page.goto('/?events')
  const log = page.getByTestId('demo-events').locator('li')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')

  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId('kit-modal')).toBeVisible()
  await expect(log.last()).toHaveText(/^MODAL_OPEN /)
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')

  await page.getByTestId('network-button').click()
  await expect(log.last()).toHaveText(/^CLICK_NETWORKS /)
  await page.getByTestId('network-item-eip155:8453').click()
  await expect(page.getByTestId('demo-chain-id')).toHaveText('eip155:8453')

  await page.getByTestId('account-button').click()
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(log.last()).toHaveText(/^(DISCONNECT_SUCCESS|MODAL_CLOSE) /)

  const lines = parse(await log.allTextContents())
  const [opened, selected, connected, closed, , clicked, switched, disconnected] = inOrder(lines, [
    'MODAL_OPEN',
    'SELECT_WALLET',
    'CONNECT_SUCCESS',
    'MODAL_CLOSE',
    'MODAL_OPEN',
    'CLICK_NETWORKS',
    'SWITCH_NETWORK',
    'DISCONNECT_SUCCESS',
  ])
  expect(opened?.properties).toEqual({ connected: false, view: 'Connect' })
  expect(selected?.properties).toMatchObject({ platform: 'browser', connectorId: walletRdns })
  expect(connected?.properties).toMatchObject({ method: 'browser', caipNetworkId: 'eip155:31337', connectorId: walletRdns })
  expect(connected?.properties.name).toEqual(expect.any(String))
  expect(closed?.properties).toEqual({ connected: true })
  expect(clicked?.properties).toEqual({})
  expect(switched?.properties).toMatchObject({ namespace: 'eip155', network: 'eip155:8453' })
  expect(disconnected?.properties.namespace).toMatch(/^(eip155|all)$/)
  // Nothing failed on the way.
  expect(lines.map((line) => line.event).filter((name) => name.endsWith('_ERROR'))).toEqual([])
})

test('useAppKitEvents: a send and a swap, on the devnet', async ({ page, injected }) => {
  void injected
  await page.goto('/?events')
  const log = page.getByTestId('demo-events').locator('li')
  await connectWallet(page)

  // The demo's open({ view: 'WalletSend', arguments }): 1 USDC to anvil account 9.
  await page.getByTestId('demo-open-send').click()
  await expect(page.getByTestId('send-token-symbol')).toHaveText('USDC')
  await page.getByTestId('send-submit').click()
  await page.getByTestId('send-confirm').click()
  const hash = page.getByTestId('send-hash')
  await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/)
  expect((await publicClient(31337).waitForTransactionReceipt({ hash: (await hash.textContent()) as `0x${string}` })).status).toBe('success')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('kit-modal')).toBeHidden()

  // A swap of ETH for 1000 TST through the devnet's pools (no approval for the native currency).
  await page.getByTestId('account-button').click()
  await page.getByTestId('swap-button').click()
  await page.getByTestId('swap-from-token').click()
  await page.getByTestId('swap-token-search').fill('eth')
  await page.getByTestId('swap-token-ETH').click()
  await page.getByTestId('swap-to-token').click()
  await page.getByTestId('swap-token-search').fill('tst')
  await page.getByTestId('swap-token-TST').click()
  await page.getByTestId('swap-to-amount').fill('1000')
  await expect(page.getByTestId('swap-from-amount')).toHaveValue(/^0\.16\d+/)
  const fromAmount = await page.getByTestId('swap-from-amount').inputValue()
  await page.getByTestId('swap-review').click()
  await page.getByTestId('swap-confirm').click()
  await expect(page.getByTestId('swap-success')).toBeVisible({ timeout: 20_000 })
  await expect(log.last()).toHaveText(/^SWAP_SUCCESS /)

  const lines = parse(await log.allTextContents())
  const context = { network: 'eip155:31337', isSmartAccount: false }
  const [, initiated, sent, opened, , swapped] = inOrder(lines, ['OPEN_SEND', 'SEND_INITIATED', 'SEND_SUCCESS', 'OPEN_SWAP', 'INITIATE_SWAP', 'SWAP_SUCCESS'])
  expect(initiated?.properties).toEqual({ ...context, token: 'USDC', amount: 1 })
  expect(sent?.properties).toEqual({ ...context, token: 'USDC', amount: 1 })
  expect(opened?.properties).toEqual(context)
  expect(swapped?.properties).toEqual({ ...context, swapFromToken: 'ETH', swapToToken: 'TST', swapFromAmount: fromAmount, swapToAmount: '1000' })
  expect(lines.map((line) => line.event).filter((name) => name.endsWith('_ERROR'))).toEqual([])
})
