import { formatEther, verifyMessage } from 'viem'
import { connectWallet, expect, publicClient, test, truncate3 } from './support/fixtures.js'
import { stack } from './support/stack.js'

test('connect: address and balance match the chain', async ({ demo: page, wallet }) => {
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId('kit-modal')).toBeVisible()
  await page.getByTestId('wallet-item-dev.kit.testwallet').click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  await expect(page.getByTestId('demo-chain-id')).toHaveText('eip155:31337')
  await expect(page.getByTestId('kit-modal')).toBeHidden()

  const balance = formatEther(await publicClient(31337).getBalance({ address: wallet.getAddress() }))
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-balance')).toContainText(`${truncate3(balance)} ETH`)
  await expect(page.getByTestId('account-address')).toContainText(wallet.getAddress().slice(0, 6))
  await expect(page.getByTestId('account-address')).toContainText(wallet.getAddress().slice(-4))
})

test('switch network 31337 → 8453 → 31337', async ({ demo: page, wallet }) => {
  await connectWallet(page)
  for (const [chainId, caip] of [
    [8453, 'eip155:8453'],
    [31337, 'eip155:31337'],
  ] as const) {
    await page.getByTestId('network-button').click()
    await page.getByTestId(`network-item-${caip}`).click()
    await expect(page.getByTestId('demo-chain-id')).toHaveText(caip)
    expect(wallet.getChainId()).toBe(chainId)
    await expect(page.getByTestId('kit-modal')).toBeHidden()
  }
})

test('sign: the signature verifies', async ({ demo: page, wallet }) => {
  await connectWallet(page)
  await page.getByTestId('demo-sign').click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const valid = await verifyMessage({
    address: wallet.getAddress(),
    message: 'Hello from the Kit demo',
    signature: (await signature.textContent()) as `0x${string}`,
  })
  expect(valid).toBe(true)
})

test('send: receipt on chain and the balance drops', async ({ demo: page, wallet }) => {
  await connectWallet(page)
  const client = publicClient(31337)
  const before = await client.getBalance({ address: wallet.getAddress() })
  await page.getByTestId('demo-send').click()
  const hash = page.getByTestId('demo-tx-hash')
  await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/)
  await expect(hash).toHaveAttribute('data-pending', 'false')
  const receipt = await client.getTransactionReceipt({ hash: (await hash.textContent()) as `0x${string}` })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(wallet.getAddress().toLowerCase())
  const after = await client.getBalance({ address: wallet.getAddress() })
  expect(before - after).toBeGreaterThanOrEqual(10n ** 15n)
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-balance')).toContainText(`${truncate3(formatEther(after))} ETH`)
})

test('wallet rejects → Connection rejected, nothing connected', async ({ demo: page, wallet }) => {
  wallet.setReject(true)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-item-dev.kit.testwallet').click()
  await expect(page.getByTestId('connecting-error')).toHaveText('Connection rejected')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  wallet.setReject(false)
  await page.getByTestId('connecting-retry').click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})

test('wallet returns garbage → Failed to connect, nothing half-connected', async ({ demo: page, wallet }) => {
  wallet.override('eth_requestAccounts', () => 'not-a-list')
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-item-dev.kit.testwallet').click()
  await expect(page.getByTestId('connecting-error')).toHaveText('Failed to connect')
  await expect(page.getByTestId('connecting-error-details')).toContainText('no account list')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('.connections')))).toEqual([])
})

test('wallet switches account → the UI follows', async ({ demo: page, wallet }) => {
  await connectWallet(page)
  wallet.setAccount(2)
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
})

test('reload → connected again without a prompt', async ({ demo: page, wallet }) => {
  await connectWallet(page)
  let prompts = 0
  wallet.override('eth_requestAccounts', (_params, next) => {
    prompts += 1
    return next()
  })
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  expect(prompts).toBe(0)
})

test('disconnect → storage cleared', async ({ demo: page }) => {
  await connectWallet(page)
  await page.getByTestId('account-button').click()
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  const keys = await page.evaluate(() => Object.keys(localStorage))
  expect(keys.filter((key) => /\.(connections|email|lastUsedChain|socialUsername)$/.test(key))).toEqual([])
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('RPC down → Token Balance Unavailable, the rest keeps working', async ({ page, injected }) => {
  void injected
  await page.route(`${stack.anvilUrl}/**`, (route) => route.abort('connectionrefused'))
  await page.goto('/')
  await connectWallet(page)
  await expect(page.getByTestId('toast').filter({ hasText: 'Token Balance Unavailable' })).toBeVisible()
  await page.getByTestId('demo-sign').click()
  await expect(page.getByTestId('demo-signature')).toHaveText(/^0x/)
})

test('an idle page already has the code a first click runs: opening Connect fetches none of it', async ({ demo: page }) => {
  // `<appkit-modal>` loads opening's prefetch and the Connect view's lazy parts in an idle moment.
  const lazyParts = /\/(prefetchConnect|connect-extras|connect-catalogue)-[\w-]+\.js$/
  await expect
    .poll(() =>
      page.evaluate((source) => performance.getEntriesByType('resource').filter((entry) => new RegExp(source).test(entry.name)).length, lazyParts.source),
    )
    .toBe(3)
  const fetched: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('.js')) fetched.push(pathname)
  })
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId('wallet-list')).toBeVisible()
  await expect(page.getByTestId('connect-what-is-a-wallet')).toBeVisible()
  expect(fetched.filter((path) => lazyParts.test(path))).toEqual([])
})
