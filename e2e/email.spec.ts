import { type Hex, verifyMessage } from 'viem'
import {
  expectFrameOverSlot,
  fund,
  type InboxMail,
  kitKey,
  loginWithEmail,
  secureFrame,
  seenMails,
  storageValue,
  uniqueEmail,
  waitForMail,
} from './support/auth.js'
import { expect, publicClient, test } from './support/fixtures.js'

// Email login through the secure frame (apps/secure on its own origin), with the code read from
// the SMTP catcher's inbox: the real SMTP path. The frame draws its own approval screen.

test('email: login with the emailed code; the email shows in Account; the login cache is stored', async ({ page }) => {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  await page.goto('/')
  // Nothing of the embedded wallet loads before email or social login is used.
  await expect(page.locator('iframe[data-testid="kit-secure-frame"]')).toHaveCount(0)
  const email = uniqueEmail()
  await loginWithEmail(page, email)
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-email')).toHaveText(email)
  // docs/rules/states.md: the email stored, the login flag set, the last email login time cleared.
  expect(await storageValue(page, 'email')).toBe(JSON.stringify(email))
  expect(await storageValue(page, 'emailLoginUsed')).toBe('true')
  expect(await storageValue(page, 'lastEmailLoginTime')).toBeNull()
  // Account type eoa; both devnet chains have the Simple7702Account (docs/rules/entities.md keys).
  expect(await storageValue(page, 'preferredAccountType')).toBe('"eoa"')
  await expect.poll(() => storageValue(page, 'smartAccountNetworks')).toBe('"31337,8453"')
  // The login is bound to a device key the frame made on the secure origin: ECDSA P-256, not
  // extractable, kept in that origin's IndexedDB. The host page has no key, token or code.
  const frame = page.frames().find((candidate) => candidate.name() === 'kit-secure-frame')!
  const key = await frame.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('kit-secure')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const record = await new Promise<{ privateKey: CryptoKey }>((resolve, reject) => {
      const get = db.transaction('keys').objectStore('keys').get('device')
      get.onsuccess = () => resolve(get.result)
      get.onerror = () => reject(get.error)
    })
    const exported = await crypto.subtle.exportKey('pkcs8', record.privateKey).then(
      () => 'exported',
      () => 'refused',
    )
    return { extractable: record.privateKey.extractable, algorithm: record.privateKey.algorithm, exported }
  })
  expect(key).toEqual({ extractable: false, algorithm: { name: 'ECDSA', namedCurve: 'P-256' }, exported: 'refused' })
  const hostStorage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie + JSON.stringify({ ...sessionStorage }))
  // Stored account addresses are public (the embedded wallet's Solana address is base58, as long as a token).
  const withoutAddresses = hostStorage.replace(/address\\":\\"[1-9A-HJ-NP-Za-km-z]{32,44}/g, 'address')
  expect(withoutAddresses).toContain('solana')
  expect(withoutAddresses).not.toMatch(/kit_secure_session|"token"|[A-Za-z0-9_-]{43}/)
  expect(errors).toEqual([])
})

test('email: reload → still connected; sign out → the login storage is cleared', async ({ page }) => {
  await page.goto('/')
  const address = await loginWithEmail(page, uniqueEmail())
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)

  await page.getByTestId('account-button').click()
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  for (const key of [
    'email',
    'emailLoginUsed',
    'lastEmailLoginTime',
    'socialUsername',
    'sessionToken',
    'connections',
    'preferredAccountType',
    'smartAccountNetworks',
  ])
    expect(await storageValue(page, key), key).toBeNull()
  await page.reload()
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await page.waitForTimeout(500)
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('email: sign a message approved in the frame (signature verifies); reject → error, still connected', async ({ page }) => {
  await page.goto('/')
  const address = await loginWithEmail(page, uniqueEmail())

  await page.getByTestId('demo-sign').click()
  await expect(page.getByTestId('approve-transaction')).toBeVisible()
  // The frame is revealed over the view and has the focus (its own approval screen).
  await expect(page.locator('iframe[data-testid="kit-secure-frame"]')).toBeVisible()
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('kit-secure-frame')
  // The modal refuses to close while the frame waits for the user.
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('approve-transaction')).toBeVisible()
  await secureFrame(page).getByTestId('approve-confirm').click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  const valid = await verifyMessage({
    address: address as Hex,
    message: 'Hello from the Kit demo',
    signature: (await signature.textContent()) as Hex,
  })
  expect(valid).toBe(true)

  await page.getByTestId('demo-sign').click()
  await secureFrame(page).getByTestId('approve-reject').click()
  await expect(signature).toHaveAttribute('data-error', 'true')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.locator('iframe[data-testid="kit-secure-frame"]')).toBeHidden()
})

test('email: send a transaction approved in the frame; it is mined on the devnet', async ({ page }) => {
  await page.goto('/')
  const address = await loginWithEmail(page, uniqueEmail())
  await fund(address)
  const client = publicClient(31337)
  await page.getByTestId('demo-send').click()
  await expect(page.getByTestId('approve-transaction')).toBeVisible()
  await secureFrame(page).getByTestId('approve-confirm').click()
  const hash = page.getByTestId('demo-tx-hash')
  await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/)
  await expect(hash).toHaveAttribute('data-pending', 'false')
  const receipt = await client.getTransactionReceipt({ hash: (await hash.textContent()) as Hex })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
})

test('email: a wrong code → error; inside 30 s the resend button counts down; a second request → cooldown text', async ({ page }) => {
  await page.goto('/')
  const email = uniqueEmail()
  const seen = await seenMails(email)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
  const mail = await waitForMail(email, { seen })
  const wrong = mail.code === '000000' ? '111111' : '000000'
  await secureFrame(page).getByTestId('otp-input').fill(wrong)
  await expect(secureFrame(page).getByTestId('otp-input-error')).toHaveText('Invalid code')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')

  // Inside the 30 s cooldown the resend button counts down instead of failing on a tap.
  const resend = page.locator('kit-button[testid="email-resend"]')
  await expect(resend).toHaveText(/^\s*Resend in ([1-9]|[12]\d|30)s\s*$/)
  await expect(resend).toHaveAttribute('disabled')
  const first = Number(/(\d+)s$/.exec((await resend.textContent())?.trim() ?? '')![1])
  await expect(resend).not.toHaveText(`Resend in ${first}s`, { timeout: 3_000 })
  await expect(resend).toHaveText(first > 1 ? `Resend in ${first - 1}s` : 'Resend code')
  await expect(page.getByTestId('email-resend-message')).toHaveText('')

  // Back on Connect, the same: once per 30 s.
  await page.getByTestId('kit-modal').getByRole('button', { name: 'Back' }).click()
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
  await expect(page.getByTestId('email-input-error')).toHaveText(/Please try again after \d+ seconds/)
})

test('email: update the email (current code, then new code); the new email is stored', async ({ page }) => {
  await page.goto('/')
  const email = uniqueEmail('old')
  const next = uniqueEmail('new')
  await loginWithEmail(page, email)
  await page.getByTestId('account-button').click()
  await page.getByTestId('update-email').click()
  await page.getByTestId('update-email-input').fill(next)
  const seenOld = await seenMails(email)
  const seenNew = await seenMails(next)
  await page.getByTestId('update-email-submit').click()
  await expect(page.getByTestId('update-email-primary')).toBeVisible()
  // Both codes are typed on the secure frame's own field, revealed over the view's code slot: the
  // host page has no code field and cannot read the frame's.
  const field = secureFrame(page).getByTestId('otp-input')
  await expect(field).toBeVisible()
  await expectFrameOverSlot(page, 'update-email-code-slot')
  await expect(page.getByTestId('otp-input')).toHaveCount(0)
  const primary = (await waitForMail(email, { seen: seenOld })).code!
  await field.fill(primary)
  await expect(page.getByTestId('update-email-secondary')).toBeVisible()
  await expect(field).toBeVisible()
  await expectFrameOverSlot(page, 'update-email-code-slot')
  const secondary = (await waitForMail(next, { seen: seenNew })).code!
  await field.fill(secondary)
  await expect(page.getByTestId('account-email')).toHaveText(next)
  await expect(page.locator('iframe[data-testid="kit-secure-frame"]')).toBeHidden()
  const hostText = await page.evaluate(() => document.documentElement.outerHTML + JSON.stringify({ ...localStorage }))
  expect(hostText).not.toContain(primary)
  expect(hostText).not.toContain(secondary)
  expect(await storageValue(page, 'email')).toBe(JSON.stringify(next))
})

test('email: a known email on a new device → approve the device from the email, then the code', async ({ browser }) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('device')
  const firstDevice = await browser.newContext()
  const first = await firstDevice.newPage()
  await first.goto('/')
  await loginWithEmail(first, email)
  await firstDevice.close()
  // At once: the 30 s cooldown is per email and device, another device's request does not hold this one up.

  const device = await browser.newContext()
  const page = await device.newPage()
  await page.goto('/')
  const seen = await seenMails(email)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
  await expect(page.getByTestId('email-verify-device')).toBeVisible()
  const approval = await waitForMail(email, { seen, accept: (mail) => mail.links.some((link) => link.includes('/device/approve')) })
  const link = approval.links.find((candidate) => candidate.includes('/device/approve'))!
  // The mail says plainly that a sign-in was attempted from an unknown device, when, and that it can be ignored.
  const text = (approval as InboxMail & { text: string }).text
  expect(text).toMatch(/Someone tried to sign in to your Kit wallet from a device it has not been used on before, on \d{4}-\d{2}-\d{2} at \d{2}:\d{2} UTC\./)
  expect(text).toContain('If it was not you, ignore this mail')
  seen.add(approval.id)
  const approvalPage = await device.newPage()
  await approvalPage.goto(link)
  await approvalPage.getByTestId('device-approve').click()
  await expect(approvalPage.getByTestId('device-approved')).toBeVisible()
  await approvalPage.close()
  await expect(secureFrame(page).getByTestId('otp-input')).toBeVisible()
  await secureFrame(page)
    .getByTestId('otp-input')
    .fill((await waitForMail(email, { seen })).code!)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  expect(await page.evaluate((key) => localStorage.getItem(key), kitKey('email'))).toBe(JSON.stringify(email))
  await device.close()
})
