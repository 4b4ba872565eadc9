import { expect, test, walletRdns } from './support/fixtures.js'

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
