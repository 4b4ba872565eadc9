import { connect, getRouter } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { byTestId, expectAccessible } from '../../internal/fixture.test-utils.js'
import { typeInto } from '../api.test-utils.js'
import { createTestKit, testAddress, text, waitFor, waitForTestId } from '../kit.test-utils.js'
import { mountView } from '../mount.test-utils.js'
import './register-name-view.js'

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } })
const profile = (name: string) => ({ name, registered: 1, updated: 1, addresses: {}, attributes: {} })

/** A Kit API of one module's test: `alice` is taken, registration answers `registerStatus`. */
function profileApi(registerStatus = 201) {
  const requests: { url: URL; body?: string }[] = []
  const fetch = async (input: string, init?: RequestInit) => {
    const url = new URL(input)
    requests.push({ url, body: init?.body as string | undefined })
    if (url.pathname === '/v1/profile/account/alice.kit.id') return json(profile('alice.kit.id'))
    if (url.pathname.startsWith('/v1/profile/account/')) return json({ message: 'Name not found', code: 'NAME_NOT_FOUND' }, 404)
    if (url.pathname.startsWith('/v1/profile/suggestions/'))
      return json({
        suggestions: [
          { name: 'alice-kit.kit.id', registered: false },
          { name: 'alice1.kit.id', registered: false },
        ],
      })
    if (url.pathname === '/v1/profile/account')
      return registerStatus === 201 ? json(profile('alice-kit.kit.id'), 201) : json({ message: 'Name already registered', code: 'NAME_TAKEN' }, registerStatus)
    if (url.pathname.startsWith('/v1/identity/')) return json({ name: registerStatus === 201 ? 'alice-kit.kit.id' : null, avatar: null })
    return json({ message: 'Not Found' }, 404)
  }
  return { fetch, requests }
}

async function mount(registerStatus = 201) {
  const api = profileApi(registerStatus)
  const kit = createTestKit({ apiUrl: 'http://api.test', environment: { isBrowser: () => true, isMobile: () => false, fetch: api.fetch } } as never)
  await connect(kit, { connectorId: 'mock' })
  const view = await mountView(kit, 'kit-register-name-view')
  return { kit, api, view }
}

describe('kit-register-name-view', () => {
  test('default: rules as you type (no request), a taken name with suggestions, a suggestion registered with a signed message', async () => {
    const { kit, api, view } = await mount()
    const input = await waitForTestId(view, 'name-input')
    typeInto(input, 'ab')
    await waitFor(() => text(byTestId(view, 'name-availability')) === 'Names have at least 4 characters' || undefined)
    typeInto(input, 'a_b_c')
    await waitFor(() => text(byTestId(view, 'name-availability')) === 'Names use letters, digits and hyphens only' || undefined)
    expect(api.requests.filter((request) => request.url.pathname.startsWith('/v1/profile'))).toEqual([])

    typeInto(input, 'alice')
    await waitFor(() => text(byTestId(view, 'name-availability')) === 'alice.kit.id is already taken' || undefined)
    const suggestion = await waitForTestId(view, 'name-suggestion-alice-kit.kit.id')
    expect((byTestId(view, 'name-register') as HTMLButtonElement).disabled).toBe(true)
    await expectAccessible(view)
    suggestion.click()
    await waitFor(() => text(byTestId(view, 'name-availability')) === 'alice-kit.kit.id is available' || undefined, { timeout: 3000 })
    ;(byTestId(view, 'name-register') as HTMLButtonElement).click()
    await waitFor(() => getRouter(kit).view === 'RegisterAccountNameSuccess' || undefined)

    const post = api.requests.find((request) => request.url.pathname === '/v1/profile/account')!
    const body = JSON.parse(post.body!)
    expect(body).toMatchObject({ coin_type: (0x80000000 | 31337) >>> 0, address: testAddress })
    expect(JSON.parse(body.message)).toMatchObject({ name: 'alice-kit.kit.id', attributes: {} })
    expect(Math.abs(JSON.parse(body.message).timestamp - Date.now() / 1000)).toBeLessThan(5)
    // The mock wallet's signature of exactly that message.
    expect(body.signature).toContain(body.message)
  })

  test('behavior: a refused registration shows docs/rules text and stays on the view', async () => {
    const { kit, view } = await mount(409)
    typeInto(await waitForTestId(view, 'name-input'), 'bobby')
    await waitFor(() => text(byTestId(view, 'name-availability')) === 'bobby.kit.id is available' || undefined, { timeout: 3000 })
    ;(byTestId(view, 'name-register') as HTMLButtonElement).click()
    expect(text(await waitForTestId(view, 'name-error'))).toBe('Error registering name bobby.kit.id')
    expect(getRouter(kit).view).not.toBe('RegisterAccountNameSuccess')
  })
})
