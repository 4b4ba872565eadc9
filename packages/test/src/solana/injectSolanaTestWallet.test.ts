import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SOLANA_DEVNET_ACCOUNTS, type SolanaDevnet, startSolanaDevnet } from '@kit/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import { type Browser, chromium, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaTestWallet } from './createSolanaTestWallet.js'
import { injectSolanaTestWallet } from './injectSolanaTestWallet.js'

const TIMEOUT = 60_000

// The dapp page: a minimal Wallet Standard app (the app-ready / register-wallet protocol of
// @wallet-standard/app), loaded after the wallet's init script: it finds the wallet through app-ready.
const PAGE = `<!doctype html><html><head><title>dapp</title><script>
  window.wallets = [];
  window.changes = [];
  const api = Object.freeze({ register: (...wallets) => { window.wallets.push(...wallets); return () => {}; } });
  window.addEventListener('wallet-standard:register-wallet', ({ detail }) => detail(api));
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
  window.wallet = () => window.wallets.find((wallet) => wallet.chains.includes('solana:devnet'));
</script></head><body>dapp</body></html>`

type PageWindow = {
  wallet(): {
    accounts: { address: string; publicKey: Uint8Array }[]
    features: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>
    name: string
    icon: string
    chains: string[]
  }
  wallets: unknown[]
  changes: unknown[]
}

describe('injectSolanaTestWallet', () => {
  let devnet: SolanaDevnet
  let browser: Browser
  let server: Server
  let url: string

  beforeAll(async () => {
    ;[devnet, browser] = await Promise.all([
      startSolanaDevnet({ freePorts: true }),
      chromium.launch({
        executablePath: process.env.KIT_CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      }),
    ])
    server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  }, TIMEOUT)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
    await devnet?.stop()
  }, TIMEOUT)

  async function openDapp(account = 0): Promise<{ page: Page; wallet: ReturnType<typeof createSolanaTestWallet> }> {
    const page = await browser.newPage()
    const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account })
    await injectSolanaTestWallet(page, wallet)
    await page.goto(url)
    return { page, wallet }
  }

  it(
    'registers a Wallet Standard wallet, connects, signs (bytes cross as base64) and keeps 4001',
    async () => {
      const { page, wallet } = await openDapp(2)
      const info = await page.evaluate(() => {
        const w = (window as unknown as PageWindow).wallet()
        return {
          count: (window as unknown as PageWindow).wallets.length,
          name: w.name,
          icon: w.icon.slice(0, 26),
          chains: w.chains,
          features: Object.keys(w.features).sort(),
        }
      })
      expect(info).toEqual({
        count: 1,
        name: 'Kit Test Wallet',
        icon: 'data:image/svg+xml;base64,',
        chains: ['solana:devnet'],
        features: [
          'solana:signAndSendTransaction',
          'solana:signMessage',
          'solana:signTransaction',
          'standard:connect',
          'standard:disconnect',
          'standard:events',
        ],
      })
      const result = await page.evaluate(async () => {
        const w = (window as unknown as PageWindow).wallet()
        w.features['standard:events']!.on!('change', ((properties: { accounts: unknown[] }) =>
          (window as unknown as PageWindow).changes.push(properties.accounts.length)) as never)
        const { accounts } = (await w.features['standard:connect']!.connect!()) as { accounts: { address: string; publicKey: Uint8Array }[] }
        const message = new TextEncoder().encode('Hello from the page')
        const [output] = (await w.features['solana:signMessage']!.signMessage!({ account: accounts[0], message })) as { signature: Uint8Array }[]
        return {
          address: accounts[0]!.address,
          same: accounts[0] === w.accounts[0],
          publicKey: Array.from(accounts[0]!.publicKey),
          isBytes: output!.signature instanceof Uint8Array,
          signature: Array.from(output!.signature),
        }
      })
      expect(result).toMatchObject({ address: SOLANA_DEVNET_ACCOUNTS[2]!.address, same: true, isBytes: true })
      expect(ed25519.verify(Uint8Array.from(result.signature), new TextEncoder().encode('Hello from the page'), Uint8Array.from(result.publicKey))).toBe(true)
      await expect.poll(() => page.evaluate(() => (window as unknown as PageWindow).changes)).toEqual([1])

      wallet.setReject(true)
      const error = await page.evaluate(async () => {
        const w = (window as unknown as PageWindow).wallet()
        try {
          await w.features['solana:signMessage']!.signMessage!({ account: w.accounts[0], message: new Uint8Array([1]) })
          return null
        } catch (caught) {
          return { isError: caught instanceof Error, code: (caught as { code?: unknown }).code, message: (caught as Error).message }
        }
      })
      expect(error).toEqual({ isError: true, code: 4001, message: 'User rejected the request.' })
      await page.close()
    },
    TIMEOUT,
  )

  it(
    'pushes account changes and restores the authorization after a reload',
    async () => {
      const { page, wallet } = await openDapp()
      await page.evaluate(() => (window as unknown as PageWindow).wallet().features['standard:connect']!.connect!())
      wallet.setAccount(5)
      await expect.poll(() => page.evaluate(() => (window as unknown as PageWindow).wallet().accounts[0]?.address)).toBe(SOLANA_DEVNET_ACCOUNTS[5]!.address)
      await page.reload()
      await expect
        .poll(() => page.evaluate(() => (window as unknown as PageWindow).wallet().accounts.map((account) => account.address)))
        .toEqual([SOLANA_DEVNET_ACCOUNTS[5]!.address])
      const silent = await page.evaluate(async () => {
        const { accounts } = (await (window as unknown as PageWindow).wallet().features['standard:connect']!.connect!({ silent: true })) as {
          accounts: unknown[]
        }
        return accounts.length
      })
      expect(silent).toBe(1)
      await page.close()
    },
    TIMEOUT,
  )
})
