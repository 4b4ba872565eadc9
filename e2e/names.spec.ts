import { createTestWallet } from '@kit/test'
import type { Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEVNET_NAMES } from '../apps/devnet/dist/index.js'
import { chains, connectWallet, expect, publicClient, test } from './support/fixtures.js'
import { stack } from './support/stack.js'

// Names (issue 17) against the real stack: the Kit API stores the name, the devnet's ENS
// offchain resolver sends viem to the API's gateway, and /v1/identity answers from it.
// Each test uses a fresh key, so no other spec's account gets a name and reruns never collide.
const names = test.extend({
  wallet: async ({}, use) => {
    await use(createTestWallet({ privateKey: generatePrivateKey(), chains }))
  },
})

const run = Date.now().toString(36)
const coin31337 = (0x80000000 | 31337) >>> 0
const profileUrl = (path: string) => `${stack.apiUrl}${path}?projectId=kit-demo&st=appkit&sv=e2e`

/** Registers `name` straight through the API with a throwaway key (someone else took it). */
async function registerElsewhere(name: string) {
  const account = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const response = await fetch(profileUrl('/v1/profile/account'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: coin31337, address: account.address, message, signature: await account.signMessage({ message }) }),
  })
  expect(response.status).toBe(201)
}

async function openRegister(page: Page) {
  await connectWallet(page)
  await page.getByTestId('account-button').click()
  await page.getByTestId('account-register-name').click()
  await expect(page.getByTestId('register-name-view')).toBeVisible()
}

async function typeName(page: Page, name: string) {
  const input = page.getByTestId('name-input')
  await input.fill('')
  await input.pressSequentially(name, { delay: 20 })
}

names('register a name: availability as you type, a suggestion, the Account shows it, viem resolves it, identity reads it', async ({ demo: page, wallet }) => {
  const address = wallet.getAddress()
  const taken = `taken-${run}`
  await registerElsewhere(`${taken}.kit.id`)
  await openRegister(page)

  // docs/rules/validation.md rules, checked as you type, before any request.
  await typeName(page, 'ab')
  await expect(page.getByTestId('name-availability')).toHaveText('Names have at least 4 characters')
  await expect(page.getByTestId('name-register')).toBeDisabled()
  await typeName(page, 'bad_name')
  await expect(page.getByTestId('name-availability')).toHaveText('Names use letters, digits and hyphens only')

  // A taken name: said so, with free variants to pick.
  await typeName(page, taken)
  await expect(page.getByTestId('name-availability')).toHaveText(`${taken}.kit.id is already taken`)
  const suggestion = page.getByTestId(`name-suggestion-${taken}-kit.kit.id`)
  await expect(suggestion).toBeVisible()
  await suggestion.click()
  await expect(page.getByTestId('name-availability')).toHaveText(`${taken}-kit.kit.id is available`)

  await page.getByTestId('name-register').click()
  await expect(page.getByTestId('name-success')).toHaveText(`${taken}-kit.kit.id`)
  await page.getByTestId('name-success-account').click()
  await expect(page.getByTestId('account-address')).toHaveText(`${taken}-kit.kit.id`)
  await expect(page.getByTestId('account-register-name')).toHaveCount(0)

  // Anyone resolves it with viem alone (ENS universal resolver → offchain resolver → gateway).
  const client = publicClient(31337)
  expect(await client.getEnsAddress({ name: `${taken}-kit.kit.id`, universalResolverAddress: DEVNET_NAMES.universalResolver })).toBe(address)
  expect(await client.getEnsName({ address, universalResolverAddress: DEVNET_NAMES.universalResolver })).toBe(`${taken}-kit.kit.id`)
  // The identity call answers from the registration (no stub).
  const identity = await (await fetch(profileUrl(`/v1/identity/${address}`))).json()
  expect(identity).toEqual({ name: `${taken}-kit.kit.id`, avatar: null })
  // The account button shows it too.
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('account-button')).toContainText(`${taken}-kit.kit.id`)
})

names('refusals: a name taken meanwhile, a stale timestamp and a replayed signature give the the texts of docs/rules', async ({ demo: page }) => {
  const bodies: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/v1/profile/account')) bodies.push(request.postData() ?? '')
  })
  await openRegister(page)

  // Taken between the availability check and the click.
  const raced = `raced-${run}`
  await typeName(page, raced)
  await expect(page.getByTestId('name-availability')).toHaveText(`${raced}.kit.id is available`)
  await registerElsewhere(`${raced}.kit.id`)
  await page.getByTestId('name-register').click()
  await expect(page.getByTestId('name-error')).toHaveText(`Error registering name ${raced}.kit.id`)
  await expect(page.getByTestId('register-name-view')).toBeVisible()

  // A clock 11 minutes behind signs a stale timestamp: refused.
  const stale = `stale-${run}`
  await page.clock.setSystemTime(new Date(Date.now() - 11 * 60_000))
  await typeName(page, stale)
  await expect(page.getByTestId('name-availability')).toHaveText(`${stale}.kit.id is available`, { timeout: 15_000 })
  await page.getByTestId('name-register').click()
  await expect(page.getByTestId('name-error')).toHaveText(`Error registering name ${stale}.kit.id`)
  const staleBody = JSON.parse(bodies.at(-1)!)
  const refused = await fetch(profileUrl('/v1/profile/account'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies.at(-1)! })
  expect(refused.status).toBe(400)
  expect(await refused.json()).toMatchObject({ code: 'STALE_MESSAGE' })
  expect(JSON.parse(staleBody.message).timestamp).toBeLessThan(Date.now() / 1000 - 600)

  // With the right clock it registers; the same signed request sent again is refused.
  await page.clock.setSystemTime(new Date())
  await typeName(page, `${stale}-ok`)
  await expect(page.getByTestId('name-availability')).toHaveText(`${stale}-ok.kit.id is available`, { timeout: 15_000 })
  await page.getByTestId('name-register').click()
  await expect(page.getByTestId('name-success')).toHaveText(`${stale}-ok.kit.id`)
  const replay = await fetch(profileUrl('/v1/profile/account'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies.at(-1)! })
  expect(replay.status).toBe(409)
  expect(await replay.json()).toMatchObject({ code: 'SIGNATURE_USED' })
  // An invalid name sent by hand is a 400 naming the field.
  const invalid = await fetch(profileUrl('/v1/profile/account'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...JSON.parse(bodies.at(-1)!),
      message: JSON.stringify({ name: 'ab.kit.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) }),
    }),
  })
  expect(invalid.status).toBe(400)
  expect(await invalid.json()).toMatchObject({ field: 'message.name', message: 'Names have at least 4 characters' })
})
