import { randomBytes } from 'node:crypto'
import { storageValue } from './support/auth.js'
import { expect, test } from './support/fixtures.js'

// Social login through the secure origin's local OpenID Connect provider (a stand-in for each
// provider, with its own login page), in the 600x800 popup the kit opens.

const username = (label: string) => `${label}${randomBytes(3).toString('hex')}`

test('social: google through the local OIDC provider in a popup → connected; reload keeps it', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  const popupPromise = page.waitForEvent('popup')
  await page.getByTestId('social-google').click()
  const popup = await popupPromise
  await expect(page.getByTestId('connecting-social-title')).toHaveText('Continue in the Google window')
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 800])
  const name = username('ada')
  await popup.getByTestId('oidc-username').fill(name)
  await popup.getByTestId('oidc-submit').click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect.poll(() => popup.isClosed()).toBe(true)
  const address = await page.getByTestId('demo-address').textContent()
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await storageValue(page, 'socialProvider')).toBe('"google"')

  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address!)
})

test('social: the popup closed by the user → Popup closed; try again works', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  let popupPromise = page.waitForEvent('popup')
  await page.getByTestId('social-more').click()
  await page.getByTestId('social-github').click()
  const popup = await popupPromise
  await popup.close()
  await expect(page.getByTestId('connecting-social-error')).toHaveText('Popup closed')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')

  popupPromise = page.waitForEvent('popup')
  await page.getByTestId('connecting-social-retry').click()
  const second = await popupPromise
  await second.getByTestId('oidc-username').fill(username('grace'))
  await second.getByTestId('oidc-submit').click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})

test('social: cancelling on the provider page → Failed to connect (nothing connected)', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  const popupPromise = page.waitForEvent('popup')
  await page.getByTestId('social-x').click()
  const popup = await popupPromise
  await popup.getByTestId('oidc-cancel').click()
  await expect(page.getByTestId('connecting-social-error')).toBeVisible()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('social: farcaster → QR code of the frame URI; approved on the stand-in page → connected', async ({ page, context }) => {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByTestId('social-farcaster').click()
  await expect(page.getByTestId('farcaster-qr')).toBeVisible()
  const uri = await page.getByTestId('farcaster-link').getAttribute('href')
  expect(uri).toBeTruthy()
  const phone = await context.newPage()
  await phone.goto(uri!)
  await phone.getByTestId('farcaster-username').fill(username('fc'))
  await phone.getByTestId('farcaster-approve').click()
  await expect(phone.getByTestId('farcaster-done')).toHaveText('Approved')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  expect(await storageValue(page, 'socialProvider')).toBe('"farcaster"')
})
