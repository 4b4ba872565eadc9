import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Devnet, startDevnet } from '@kit/devnet'
import { type Browser, chromium, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestWallet } from './createTestWallet.js'
import { injectTestWallet } from './injectTestWallet.js'
import type { TestWallet } from './testWallet.js'

const TIMEOUT = 60_000
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_4 = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

// The dapp page: collects EIP-6963 announcements into window.announced.
const PAGE = `<!doctype html><html><head><title>dapp</title><script>
  window.announced = [];
  window.addEventListener('eip6963:announceProvider', (event) => window.announced.push(event.detail));
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  window.providerByRdns = (rdns) => window.announced.find((detail) => detail.info.rdns === rdns).provider;
</script></head><body>dapp</body></html>`

const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })

describe('injectTestWallet', () => {
  let devnet: Devnet
  let browser: Browser
  let server: Server
  let url: string

  beforeAll(async () => {
    ;[devnet, browser] = await Promise.all([startDevnet({ freePorts: true, handleSignals: false }), launch()])
    server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  }, TIMEOUT)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
    await devnet?.stop()
  }, TIMEOUT)

  const walletFor = (accountIndex: number): TestWallet =>
    createTestWallet({ accountIndex, chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) })

  async function openDapp(): Promise<{ page: Page; first: TestWallet; second: TestWallet }> {
    const page = await browser.newPage()
    const first = walletFor(0)
    const second = walletFor(4)
    await injectTestWallet(page, first)
    await injectTestWallet(page, second, { eip6963: { name: 'Second Wallet', rdns: 'dev.kit.second' }, legacy: true })
    await page.goto(url)
    return { page, first, second }
  }

  it(
    'announces both wallets via EIP-6963 and connects through the binding',
    async () => {
      const { page } = await openDapp()
      const infos = await page.evaluate(() => (window as unknown as { announced: { info: Record<string, string> }[] }).announced.map((detail) => detail.info))
      expect(infos.map((info) => [info['name'], info['rdns']])).toEqual([
        ['Kit Test Wallet', 'dev.kit.testwallet'],
        ['Second Wallet', 'dev.kit.second'],
      ])
      for (const info of infos) {
        expect(info['uuid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
        expect(info['icon']).toMatch(/^data:image\/svg\+xml,/)
      }
      const accounts = await page.evaluate(async () => {
        const w = window as unknown as {
          providerByRdns(rdns: string): { request(args: object): Promise<string[]> }
          ethereum: { request(args: object): Promise<string[]> }
        }
        return {
          first: await w.providerByRdns('dev.kit.testwallet').request({ method: 'eth_requestAccounts' }),
          legacy: await w.ethereum.request({ method: 'eth_requestAccounts' }),
        }
      })
      expect(accounts).toEqual({ first: [ACCOUNT_0], legacy: [ACCOUNT_4] })
      await page.close()
    },
    TIMEOUT,
  )

  it(
    'keeps error codes (4001, 4902) across the binding',
    async () => {
      const { page, first } = await openDapp()
      first.setReject(true)
      const errors = await page.evaluate(async () => {
        const provider = (window as unknown as { providerByRdns(rdns: string): { request(args: object): Promise<unknown> } }).providerByRdns(
          'dev.kit.testwallet',
        )
        const capture = (promise: Promise<unknown>) =>
          promise.then(
            () => null,
            (error: { code?: unknown; message?: unknown }) => ({ isError: error instanceof Error, code: error.code, message: error.message }),
          )
        return [
          await capture(provider.request({ method: 'eth_requestAccounts' })),
          await capture(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x99999' }] })),
        ]
      })
      expect(errors[0]).toMatchObject({ isError: true, code: 4001 })
      expect(errors[1]).toMatchObject({ isError: true, code: 4902 })
      await page.close()
    },
    TIMEOUT,
  )

  it(
    'pushes events into the page and keeps authorization across reloads',
    async () => {
      const { page, first } = await openDapp()
      await page.evaluate(async () => {
        const w = window as unknown as {
          providerByRdns(rdns: string): { request(args: object): Promise<unknown>; on(e: string, l: (v: unknown) => void): void }
          chainEvents: unknown[]
        }
        w.chainEvents = []
        const provider = w.providerByRdns('dev.kit.testwallet')
        provider.on('chainChanged', (chainId) => w.chainEvents.push(chainId))
        await provider.request({ method: 'eth_requestAccounts' })
      })
      first.switchChain(8453)
      await page.waitForFunction(() => (window as unknown as { chainEvents: unknown[] }).chainEvents.includes('0x2105'))

      await page.reload()
      const afterReload = await page.evaluate(async () => {
        const w = window as unknown as { providerByRdns(rdns: string): { request(args: object): Promise<unknown> } }
        const provider = w.providerByRdns('dev.kit.testwallet')
        return {
          accounts: await provider.request({ method: 'eth_accounts' }),
          chainId: await provider.request({ method: 'eth_chainId' }),
          secondAccounts: await w.providerByRdns('dev.kit.second').request({ method: 'eth_accounts' }),
          hash: await provider.request({
            method: 'eth_sendTransaction',
            params: [{ from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', value: '0x1' }],
          }),
        }
      })
      expect(afterReload).toMatchObject({ accounts: [ACCOUNT_0], chainId: '0x2105', secondAccounts: [] })
      expect(afterReload.hash).toMatch(/^0x[0-9a-f]{64}$/)
      // Mined by anvil's automine, which can answer the send before the receipt is readable.
      await vi.waitFor(
        async () => expect(await first.request({ method: 'eth_getTransactionReceipt', params: [afterReload.hash] })).toMatchObject({ status: '0x1' }),
        { timeout: 10_000, interval: 100 },
      )
      await page.close()
    },
    TIMEOUT,
  )
})
