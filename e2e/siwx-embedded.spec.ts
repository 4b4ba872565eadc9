import { expect, type Page } from '@playwright/test'
import { expectFrameOverSlot, secureFrame, seenMails, uniqueEmail, waitForMail } from './support/auth.js'
import { test } from './support/fixtures.js'
import { stack } from './support/stack.js'

// Issue 14 with the embedded wallet (issue 10: only the owner approves): after an email login,
// the SIWX message goes to the secure frame (get user with `siwxMessage`), which shows it on its
// own screen over the ApproveTransaction view and signs it only for the parent origin it observed;
// the Kit API verifies and stores the session like any other wallet's.
type StoredSession = { id: string; token: string; message: string; signature: string; data: { accountAddress: string; chainId: string } }

const api = (path: string) => `${stack.apiUrl}${path}${path.includes('?') ? '&' : '?'}projectId=kit-demo`

async function storedSessions(page: Page): Promise<StoredSession[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('kit.kit-demo.siwx.sessions') ?? '[]'))
}

async function emailLogin(page: Page, email: string): Promise<string> {
  const seen = await seenMails(email)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
  await expect(secureFrame(page).getByTestId('otp-input')).toBeVisible()
  await secureFrame(page)
    .getByTestId('otp-input')
    .fill((await waitForMail(email, { seen })).code!)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  return (await page.getByTestId('demo-address').textContent()) ?? ''
}

test('siwx embedded wallet: email login → sign-in consented on the secure frame → session verified by the API', async ({ page }) => {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  await page.goto('/?siwx=required')
  const address = await emailLogin(page, uniqueEmail('siwx'))
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // Connected without a session: the sign-in view.
  await expect(page.getByTestId('siwx-view')).toBeVisible()
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('required')
  await page.getByTestId('siwx-sign-button').click()

  // The message is shown on the secure origin's screen, for this page's own host.
  const screen = secureFrame(page).getByTestId('approve-screen')
  await expect(screen).toBeVisible()
  const host = new URL(page.url()).host
  // The sign-in consent (not a plain 'Sign message'): its title and the domain it signs in to.
  await expect(secureFrame(page).locator('#approval-title')).toHaveText('Sign in')
  await expect(screen).toContainText(`Sign in to${host}`)
  await expect(screen).toContainText(`${host} wants you to sign in with your Ethereum account:`)
  // Revealed exactly over the ApproveTransaction view (the shared frame placement).
  await expectFrameOverSlot(page, 'approve-transaction')
  await secureFrame(page).getByTestId('approve-confirm').click()

  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('signed')
  await expect(page.getByTestId('demo-siwx-address')).toHaveText(address)
  const [session] = await storedSessions(page)
  expect(session?.data).toMatchObject({ accountAddress: address, chainId: 'eip155:31337' })
  expect(session!.message).toContain(`${host} wants you to sign in with your Ethereum account:\n${address}\n`)
  // The Kit API verified the embedded wallet's signature and keeps the session.
  const response = await fetch(api(`/v1/sessions/${session!.id}`), { headers: { authorization: `Bearer ${session!.token}` } })
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ status: 'active', address, chainId: 'eip155:31337' })
  await expect(page.getByTestId('demo-siwx-session-id')).toHaveText(session!.id)

  // A reload keeps it (no second consent).
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-siwx-status')).toHaveText('signed')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  expect(errors).toEqual([])
})

test('siwx embedded wallet: rejecting on the secure frame signs nothing and the view says so', async ({ page }) => {
  await page.goto('/?siwx=required')
  await emailLogin(page, uniqueEmail('siwx-reject'))
  await expect(page.getByTestId('siwx-view')).toBeVisible()
  await page.getByTestId('siwx-sign-button').click()
  await expect(secureFrame(page).getByTestId('approve-screen')).toBeVisible()
  await expectFrameOverSlot(page, 'approve-transaction')
  await secureFrame(page).getByTestId('approve-reject').click()
  await expect(page.getByTestId('siwx-view')).toBeVisible()
  await expect(page.getByTestId('siwx-view')).toContainText('Error signing message')
  await expect(page.getByTestId('demo-siwx-status')).not.toHaveText('signed')
  expect(await storedSessions(page)).toEqual([])
})
