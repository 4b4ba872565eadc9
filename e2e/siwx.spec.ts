import { BITCOIN_TEST_WALLET_RDNS, createBitcoinTestWallet, createSolanaTestWallet, injectBitcoinTestWallet, injectSolanaTestWallet } from '@kit/test'
import { ed25519 } from '@noble/curves/ed25519'
import { expect, type Page } from '@playwright/test'
import bs58 from 'bs58'
import { connectWallet, test } from './support/fixtures.js'
import { stack } from './support/stack.js'

// Sign in with the wallet (issue 14, docs/rules/states.md) against the real Kit API: the demo with
// `?siwx=required|optional` (kitSiwx), each namespace's test wallet signing the real message.
type StoredSession = {
  id: string
  token: string
  message: string
  signature: string
  signedMessage?: string
  data: { accountAddress: string; chainId: string }
}

const api = (path: string) => `${stack.apiUrl}${path}${path.includes('?') ? '&' : '?'}projectId=kit-demo`

async function storedSessions(page: Page): Promise<StoredSession[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('kit.kit-demo.siwx.sessions') ?? '[]'))
}

async function apiSession(session: StoredSession): Promise<{ status: string; address: string; chainId: string; signedMessage?: string }> {
  const response = await fetch(api(`/v1/sessions/${session.id}`), { headers: { authorization: `Bearer ${session.token}` } })
  expect(response.status).toBe(200)
  return (await response.json()) as { status: string; address: string; chainId: string; signedMessage?: string }
}

async function signInFlow(page: Page, address: string, chainId: string) {
  const view = page.getByTestId('siwx-view')
  await expect(view).toBeVisible()
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('required')
  // Required and unsigned: Escape does not close the modal (it shakes).
  await page.keyboard.press('Escape')
  await expect(view).toBeVisible()
  await page.getByTestId('siwx-sign-button').click()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('signed')
  await expect(page.getByTestId('demo-siwx-address')).toHaveText(address)
  const [session] = await storedSessions(page)
  expect(session?.data).toMatchObject({ accountAddress: address, chainId })
  expect(await apiSession(session!)).toMatchObject({ status: 'active', address, chainId })
  await expect(page.getByTestId('demo-siwx-session-id')).toHaveText(session!.id)
  return session!
}

/** Reload keeps the session; revoked on the API, the next load asks again; a replay is refused. */
async function reloadRevokeReplay(page: Page, session: StoredSession) {
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('signed')
  await expect(page.getByTestId('kit-modal')).toBeHidden()

  const replay = await fetch(api('/v1/sessions'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: session.message, signature: session.signature }),
  })
  expect(replay.status).toBe(409)
  expect(await replay.json()).toMatchObject({ code: 'NONCE_USED' })

  const revoked = await fetch(api(`/v1/sessions/${session.id}/revoke`), { method: 'POST', headers: { authorization: `Bearer ${session.token}` } })
  expect(await revoked.json()).toMatchObject({ status: 'revoked' })
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('siwx-view')).toBeVisible()
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('required')
  expect(await storedSessions(page)).toEqual([])
}

test('siwx eip155: required sign-in → API session → reload keeps it → revoked on the API → asked again; replay refused', async ({ page, injected, wallet }) => {
  void injected
  await page.goto('/?siwx=required')
  await connectWallet(page)
  const session = await signInFlow(page, wallet.getAddress(), 'eip155:31337')
  expect(session.message).toContain(`wants you to sign in with your Ethereum account:\n${wallet.getAddress()}\n`)
  await reloadRevokeReplay(page, session)
})

test('siwx eip155: cancel when required disconnects; when optional only closes', async ({ page, injected }) => {
  void injected
  await page.goto('/?siwx=required')
  await connectWallet(page)
  await expect(page.getByTestId('siwx-view')).toBeVisible()
  await page.getByTestId('siwx-cancel-button').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByTestId('kit-modal')).toBeHidden()

  await page.goto('/?siwx=optional')
  await connectWallet(page)
  await expect(page.getByTestId('siwx-view')).toBeVisible()
  await page.getByTestId('siwx-cancel-button').click()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('dismissed')
})

test('siwx eip155: switching to a network without a session asks again; cancel goes back to the signed-in one', async ({ page, injected, wallet }) => {
  void injected
  await page.goto('/?siwx=required')
  await connectWallet(page)
  await signInFlow(page, wallet.getAddress(), 'eip155:31337')
  await page.getByTestId('network-button').click()
  await page.getByTestId('network-item-eip155:8453').click()
  await expect(page.getByTestId('siwx-view')).toBeVisible()
  await expect(page.getByTestId('demo-chain-id')).toHaveText('eip155:8453')
  await page.getByTestId('siwx-cancel-button').click()
  await expect(page.getByTestId('demo-chain-id')).toHaveText('eip155:31337')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('signed')
})

test('siwx solana: required sign-in with the Solana test wallet (ed25519, CAIP-122)', async ({ page }) => {
  const wallet = createSolanaTestWallet({ rpcUrl: stack.solanaUrl, account: 5 })
  await injectSolanaTestWallet(page, wallet)
  await page.goto('/?siwx=required')
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-item-kit-test-wallet').click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  const session = await signInFlow(page, wallet.getAddress(), 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  expect(session.message).toContain('wants you to sign in with your Solana account:')
  await reloadRevokeReplay(page, session)
})

test('siwx solana: a wallet that wraps the message it signs (Wallet Standard signedMessage) signs in; the API checked and keeps the signed bytes', async ({
  page,
}) => {
  const prefix = '\u00ffwrapping wallet envelope\n'
  const suffix = '\n(end of envelope)'
  const wallet = createSolanaTestWallet({ rpcUrl: stack.solanaUrl, account: 6, wrapMessage: { prefix, suffix } })
  await injectSolanaTestWallet(page, wallet)
  await page.goto('/?siwx=required')
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-item-kit-test-wallet').click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  const session = await signInFlow(page, wallet.getAddress(), 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  const signed = new Uint8Array(Buffer.from(session.signedMessage ?? '', 'base64'))
  expect(Buffer.from(signed).toString('utf8')).toBe(`${prefix}${session.message}${suffix}`)
  const publicKey = wallet.getKeypair().publicKey.toBytes()
  const signature = bs58.decode(session.signature)
  expect(ed25519.verify(signature, signed, publicKey)).toBe(true)
  expect(ed25519.verify(signature, new TextEncoder().encode(session.message), publicKey)).toBe(false)
  expect((await apiSession(session)).signedMessage).toBe(session.signedMessage)
  await reloadRevokeReplay(page, session)
})

test('siwx bip122: required sign-in with the Bitcoin test wallet (BIP-322, CAIP-122)', async ({ page }) => {
  const wallet = createBitcoinTestWallet({ account: 8, esploraUrls: { testnet: stack.bitcoinUrl } })
  await injectBitcoinTestWallet(page, wallet)
  await page.goto('/?siwx=required')
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-item-${BITCOIN_TEST_WALLET_RDNS}`).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  const address = (await page.getByTestId('demo-address').textContent())!
  const session = await signInFlow(page, address, 'bip122:000000000933ea01ad0ee984209779ba')
  expect(session.message).toContain('wants you to sign in with your Bitcoin account:')
  await reloadRevokeReplay(page, session)
})
