import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { loadApiConfig, type RunningApi, startApi } from '../apps/api/dist/index.js'
import { connectWallet, expect, test } from './support/fixtures.js'
import { stack } from './support/stack.js'

// A real outage, not a simulated one: each test starts its own Kit API (PGlite in a temp data
// directory, a free port, the e2e chains), points the demo at it with the documented `?api=`
// override, really stops the process's server and starts it again on the same data directory.

/** The Kit API config of the e2e stack: project kit-demo allows the demo's origin (its port may be overridden). */
function apiConfig(dataDir: string, extra: Record<string, string> = {}) {
  const config = loadApiConfig({
    env: {
      KIT_API_PORT: '0',
      KIT_API_DATA_DIR: dataDir,
      KIT_API_RPC_URLS: `eip155:31337=${stack.anvilUrl},eip155:8453=${stack.baseUrl}`,
      ...extra,
    },
  })
  config.projects.find((project) => project.id === 'kit-demo')?.allowedOrigins.push(stack.demoUrl)
  return config
}

const sdkQuery = new URLSearchParams({ projectId: 'kit-demo', st: 'appkit', sv: 'e2e', chainId: 'eip155:31337' })

async function historyHashes(apiUrl: string, address: string): Promise<string[]> {
  const response = await fetch(`${apiUrl}/v1/account/${address}/history?${sdkQuery}`)
  const body = (await response.json()) as { data: { metadata: { hash: string } }[] }
  return body.data.map((item) => item.metadata.hash.toLowerCase())
}

async function storedEventIds(api: RunningApi): Promise<string[]> {
  const rows = await api.db.query<{ event_id: string }>("select event_id from analytics_events where project_id = 'kit-demo' order by event_id")
  return rows.map((row) => row.event_id)
}

async function openAccount(page: Page) {
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-view')).toBeVisible()
}

test('API stopped: the modal still opens at once with clear errors; restarted on the same data: nothing lost', async ({ page, injected, wallet }) => {
  void injected
  test.setTimeout(120_000)
  const dataDir = await mkdtemp(join(tmpdir(), 'kit-e2e-api-'))
  let api = await startApi(apiConfig(dataDir))
  const { port, url } = api
  try {
    await page.goto(`/?api=${encodeURIComponent(url)}`)
    await connectWallet(page)
    const address = wallet.getAddress()

    // Up: a transfer indexed by this API, the tokens from it, analytics events stored by it.
    await page.getByTestId('demo-send').click()
    await expect(page.getByTestId('demo-tx-hash')).toHaveAttribute('data-pending', 'false', { timeout: 20_000 })
    const hash = (await page.getByTestId('demo-tx-hash').textContent())!.toLowerCase()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect.poll(() => historyHashes(url, address), { timeout: 30_000 }).toContain(hash)
    await openAccount(page)
    await expect(page.getByTestId('token-item-USDC')).toBeVisible()
    await page.getByTestId('tab-activity').click()
    await expect(page.locator(`[data-testid="activity-item"][data-hash="${hash}"]`)).toBeVisible({ timeout: 20_000 })
    await expect.poll(async () => (await storedEventIds(api)).length).toBeGreaterThan(1)
    const eventsBefore = await storedEventIds(api)

    // Stopped: nothing listens on the port any more.
    await api.close()
    await expect(fetch(`${url}/v1/supported-chains?${sdkQuery}`)).rejects.toThrow()

    // A fresh page load (nothing cached): the session comes back and the modal opens at once.
    await page.reload()
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    const started = Date.now()
    await openAccount(page)
    expect(Date.now() - started).toBeLessThan(3_000)
    // The Account header needs no API; the API's panels say clearly what failed.
    await expect(page.getByTestId('account-balance')).toContainText('ETH')
    await expect(page.getByTestId('tokens-error')).toHaveText('Token Balance Unavailable')
    await expect(page.getByTestId('toast').filter({ hasText: 'Token Balance Unavailable' })).toBeVisible()
    await page.getByTestId('tab-activity').click()
    await expect(page.getByTestId('activity-error')).toContainText('Failed to fetch transactions')
    await expect(page.getByTestId('activity-retry')).toBeVisible()
    // Connect and its wallet list still work without the API: close, disconnect, reopen.
    await page.getByTestId('disconnect-button').click()
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
    await page.getByTestId('connect-button').click()
    await expect(page.getByTestId('wallet-item-dev.kit.testwallet')).toBeVisible()
    await page.getByTestId('wallet-item-dev.kit.testwallet').click()
    await expect(page.getByTestId('demo-status')).toHaveText('connected')

    // Restarted on the same port and data directory, with the indexer off: whatever the account
    // shows now can only come from what was stored before the stop.
    api = await startApi(apiConfig(dataDir, { KIT_API_PORT: String(port), KIT_API_INDEXER: 'off' }))
    expect(api.url).toBe(url)
    expect(await storedEventIds(api)).toEqual(expect.arrayContaining(eventsBefore))
    expect(await historyHashes(url, address)).toContain(hash)

    await openAccount(page)
    await page.getByTestId('tab-activity').click()
    const retry = page.getByTestId('activity-retry')
    if (await retry.isVisible()) await retry.click()
    await expect(page.locator(`[data-testid="activity-item"][data-hash="${hash}"]`)).toBeVisible({ timeout: 20_000 })
    await page.reload()
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    await openAccount(page)
    await expect(page.getByTestId('token-item-USDC')).toBeVisible()
    await expect(page.getByTestId('tokens-error')).toHaveCount(0)
  } finally {
    await api.close()
    await rm(dataDir, { recursive: true, force: true })
  }
})

test("origins: a page the project does not allow gets 'Origin Not Allowed' and the modal still opens; a wildcard allows it", async ({ page, injected }) => {
  void injected
  const dataDir = await mkdtemp(join(tmpdir(), 'kit-e2e-origins-'))
  const config = (allowedOrigins: string[]) => {
    const base = apiConfig(dataDir, { KIT_API_INDEXER: 'off' })
    return { ...base, projects: base.projects.map((project) => ({ ...project, allowedOrigins })) }
  }
  // The demo runs on http://127.0.0.1:5273: not on this list.
  let api = await startApi(config(['http://localhost:*', 'https://*.example.com']))
  try {
    const remoteConfig = page.waitForResponse((response) => response.url().startsWith(`${api.url}/appkit/v1/config`))
    await page.goto(`/?api=${encodeURIComponent(api.url)}`)
    // The project's routes refuse the page's origin; the SDK shows docs/rules alert for it.
    const answer = await remoteConfig
    expect(answer.status()).toBe(403)
    expect(await answer.json()).toMatchObject({ message: 'Unauthorized: origin not allowed' })
    const alert = page.getByTestId('toast').filter({ hasText: 'Origin Not Allowed' })
    await expect(alert.first()).toBeVisible()
    const started = Date.now()
    await page.getByTestId('connect-button').click()
    await expect(page.getByTestId('kit-modal')).toBeVisible()
    await expect(page.getByTestId('wallet-item-dev.kit.testwallet')).toBeVisible()
    expect(Date.now() - started).toBeLessThan(3_000)
    await page.getByTestId('wallet-item-dev.kit.testwallet').click()
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    await api.close()

    // The same port with a wildcard that matches the page: no alert, the data loads.
    api = await startApi({ ...config(['http://127.0.0.1:*']), port: Number(new URL(api.url).port) })
    const allowed = page.waitForResponse((response) => response.url().startsWith(`${api.url}/appkit/v1/config`))
    await page.reload()
    expect((await allowed).status()).toBe(200)
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    await openAccount(page)
    await expect(page.getByTestId('token-item-USDC')).toBeVisible()
    await expect(page.getByTestId('toast').filter({ hasText: 'Origin Not Allowed' })).toHaveCount(0)
  } finally {
    await api.close()
    await rm(dataDir, { recursive: true, force: true })
  }
})
