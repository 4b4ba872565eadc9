// Helpers of the email and social login specs: the SMTP catcher's inbox (apps/secure), the
// secure frame inside the host page, and the kit's local storage keys.
import { randomBytes } from 'node:crypto'
import { expect, type FrameLocator, type Page } from '@playwright/test'
import { stack } from './stack.js'

export type InboxMail = { id: string; to: string[]; subject: string; code: string | null; links: string[]; receivedAt: number }

/** A fresh address per test: the secure server keeps users, devices and cooldowns per email. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`
}

/** The mails to `email` in the SMTP catcher of the secure server at `secureUrl` (the stack's by default). */
export async function inbox(email: string, secureUrl = stack.secureUrl): Promise<InboxMail[]> {
  const response = await fetch(`${secureUrl}/inbox.json?to=${encodeURIComponent(email)}`)
  if (!response.ok) throw new Error(`inbox.json: HTTP ${response.status}`)
  return ((await response.json()) as { mails: InboxMail[] }).mails
}

/** Waits for a mail to `email` that was not there before (`seen` ids) and matches `accept` (on `secureUrl`'s catcher). */
export async function waitForMail(
  email: string,
  {
    seen = new Set<string>(),
    accept = (mail: InboxMail) => mail.code !== null,
    secureUrl,
  }: { seen?: Set<string>; accept?: (mail: InboxMail) => boolean; secureUrl?: string | undefined } = {},
): Promise<InboxMail> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const mail = (await inbox(email, secureUrl)).find((candidate) => !seen.has(candidate.id) && accept(candidate))
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No new mail to ${email}`)
}

/** Ids of the mails to `email` so far (to wait for the next one). */
export async function seenMails(email: string, secureUrl?: string): Promise<Set<string>> {
  return new Set((await inbox(email, secureUrl)).map((mail) => mail.id))
}

/** The secure frame inside the host page (its approval screen has approve-confirm / approve-reject). */
export function secureFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[data-testid="kit-secure-frame"]')
}

/** Local storage keys of the demo's kit (prefix `kit.<projectId>`). */
export const kitKey = (key: string) => `kit.kit-demo.${key}`

export async function storageValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), kitKey(key))
}

/** Opens the modal, submits `email`, enters the code from the inbox; resolves connected. */
export async function loginWithEmail(page: Page, email: string): Promise<string> {
  const seen = await seenMails(email)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
  // The code is typed on the secure frame's own field (the host page never sees it).
  await expect(secureFrame(page).getByTestId('otp-input')).toBeVisible()
  const mail = await waitForMail(email, { seen })
  await secureFrame(page).getByTestId('otp-input').fill(mail.code!)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  const address = (await page.getByTestId('demo-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address
}

/** Gives the embedded wallet devnet ether (anvil_setBalance). */
export async function fund(address: string, wei = 10n ** 19n): Promise<void> {
  const response = await fetch(stack.anvilUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, `0x${wei.toString(16)}`] }),
  })
  const body = (await response.json()) as { error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
}

/** The revealed secure frame covers the view's slot (same box, within a pixel). */
export async function expectFrameOverSlot(page: Page, slot: string): Promise<void> {
  await expect
    .poll(async () => {
      const frame = await page.locator('iframe[data-testid="kit-secure-frame"]').boundingBox()
      const target = await page.getByTestId(slot).boundingBox()
      if (!frame || !target) return false
      return (['x', 'y', 'width', 'height'] as const).every((key) => Math.abs(frame[key] - target[key]) <= 1)
    })
    .toBe(true)
}

/**
 * Approves the Farcaster sign-in the page's ConnectingFarcaster view shows, as `name`, on the secure
 * origin's stand-in page in a second tab (the "phone"); returns the URI of that QR code.
 */
export async function approveFarcaster(page: Page, name: string): Promise<string> {
  await expect(page.getByTestId('farcaster-qr')).toBeVisible()
  const uri = await page.getByTestId('farcaster-link').getAttribute('href')
  expect(uri).toBeTruthy()
  const phone = await page.context().newPage()
  try {
    await phone.goto(uri!)
    await phone.getByTestId('farcaster-username').fill(name)
    await phone.getByTestId('farcaster-approve').click()
    await expect(phone.getByTestId('farcaster-done')).toHaveText('Approved')
  } finally {
    await phone.close()
  }
  return uri!
}
