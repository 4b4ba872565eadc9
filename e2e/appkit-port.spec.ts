import { readFileSync } from 'node:fs'
import { formatEther, verifyMessage } from 'viem'
import { expect, publicClient, test } from './support/fixtures.js'

// apps/demo/appkit-port.html: an app written from AppKit's React documentation (WagmiAdapter,
// wagmi hooks, <appkit-button>, open({ view }), theme variables, terms) with only its imports
// changed to Kit. The test wallet connects through Kit's modal; wagmi signs, sends and switches.

/** AppKit's import sources and Kit's for each (docs/react/AppKitProvider.md). */
const importMap: Record<string, string> = { '@reown/appkit/react': '@kit/react', '@reown/appkit-adapter-wagmi': '@kit/adapters-wagmi' }

/** A module's import lines (source -> the names it imports, sorted) and the code after its leading comment, without them. */
function splitImports(source: string) {
  const code = source.slice(source.search(/^import /m))
  const statement = /^import ([\s\S]*?) from '([^']+)'\n/gm
  const imports = new Map(
    [...code.matchAll(statement)].map(([, names, from]) => [
      from!,
      names!
        .replace(/[{}\s]/g, '')
        .split(',')
        .filter(Boolean)
        .sort()
        .join(','),
    ]),
  )
  return { imports, body: code.replace(statement, '') }
}

test('the ported app differs from the AppKit app only in its import sources', () => {
  const port = splitImports(readFileSync('apps/demo/src/appkitPort.tsx', 'utf8'))
  const original = splitImports(readFileSync('e2e/fixtures/appkit-app.reown.tsx', 'utf8'))
  expect(port.body).toBe(original.body)
  const mapped = new Map([...original.imports].map(([from, names]) => [importMap[from] ?? from, names]))
  expect(port.imports).toEqual(mapped)
})
test('an AppKit app on wagmi works end to end with only its imports changed', async ({ page, injected, wallet }) => {
  void injected
  await page.goto('/appkit-port.html')
  await expect(page.getByTestId('port-wagmi-status')).toHaveText('disconnected')

  // <appkit-button> opens Kit's modal; the theme variables and the terms are AppKit's options.
  await page.getByTestId('connect-button').click()
  const modal = page.getByTestId('kit-modal')
  await expect(modal).toBeVisible()
  await expect(page.getByTestId('port-modal-open')).toHaveText('true')
  await expect(page.getByTestId('legal-terms')).toHaveAttribute('href', 'https://example.com/terms')
  await expect(page.getByTestId('legal-privacy')).toHaveAttribute('href', 'https://example.com/privacy')
  const accent = await page.locator('appkit-modal').evaluate((element) => getComputedStyle(element).getPropertyValue('--kit-accent').trim())
  expect(accent.toLowerCase()).toBe('#7b61ff')

  // The modal connects the test wallet; wagmi's useAccount and AppKit's hooks both see it.
  await page.getByTestId('wallet-item-dev.kit.testwallet').click()
  await expect(page.getByTestId('port-wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('port-wagmi-address')).toHaveText(wallet.getAddress())
  await expect(page.getByTestId('port-wagmi-chain')).toHaveText('31337')
  await expect(page.getByTestId('port-kit-address')).toHaveText(wallet.getAddress())
  await expect(page.getByTestId('port-kit-network')).toHaveText('eip155:31337')
  await expect(modal).toBeHidden()

  // wagmi's useSignMessage: the signature verifies.
  await page.getByTestId('port-sign').click()
  const signature = page.getByTestId('port-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(
    await verifyMessage({
      address: wallet.getAddress(),
      message: 'Hello from an AppKit app',
      signature: (await signature.textContent()) as `0x${string}`,
    }),
  ).toBe(true)

  // wagmi's useSendTransaction: a receipt on anvil, and the balance dropped.
  const before = await publicClient(31337).getBalance({ address: wallet.getAddress() })
  await page.getByTestId('port-send').click()
  await expect(page.getByTestId('port-receipt')).toHaveText('success', { timeout: 20_000 })
  const after = await publicClient(31337).getBalance({ address: wallet.getAddress() })
  expect(Number(formatEther(before - after))).toBeGreaterThanOrEqual(0.001)

  // wagmi's useSwitchChain: Kit follows.
  await page.getByTestId('port-switch-8453').click()
  await expect(page.getByTestId('port-wagmi-chain')).toHaveText('8453')
  await expect(page.getByTestId('port-kit-network')).toHaveText('eip155:8453')
  expect(wallet.getChainId()).toBe(8453)

  // open({ view: 'Networks' }) and a switch in Kit's modal: wagmi follows.
  await page.getByTestId('port-open-networks').click()
  await page.getByTestId('network-item-eip155:31337').click()
  await expect(page.getByTestId('port-wagmi-chain')).toHaveText('31337')
  await expect(page.getByTestId('port-kit-network')).toHaveText('eip155:31337')

  // AppKit's useDisconnect: wagmi sees the disconnect too.
  await page.getByTestId('port-disconnect').click()
  await expect(page.getByTestId('port-kit-status')).toHaveText('disconnected')
  await expect(page.getByTestId('port-wagmi-status')).toHaveText('disconnected')
  await expect(page.getByTestId('connect-button')).toBeVisible()
})
