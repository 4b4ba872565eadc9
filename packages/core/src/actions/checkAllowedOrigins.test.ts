import { describe, expect, test } from 'vitest'
import { json } from '../api/api.test-utils.js'
import { createApiTestKit, createFakeApi, flush } from '../api/fakeApi.test-utils.js'
import { getAlerts } from '../getters/getAlerts.js'
import { checkAllowedOrigins } from './checkAllowedOrigins.js'

function kitAt(origin: string, allowedOrigins: unknown) {
  const api = createFakeApi({ 'GET /projects/v1/origins': () => allowedOrigins })
  const kit = createApiTestKit(api, {
    environment: { isBrowser: () => true, isMobile: () => false, fetch: api.fetch, origin: () => origin },
  })
  return { kit, api }
}

const alerts = (kit: ReturnType<typeof kitAt>['kit']) => getAlerts(kit).map((alert) => alert.message)

describe('checkAllowedOrigins', () => {
  test('default: a page among the allowed origins (wildcards too) raises nothing', async () => {
    const { kit } = kitAt('https://shop.example.com', { allowedOrigins: ['https://other.test', 'https://*.example.com'] })
    await checkAllowedOrigins(kit)
    expect(alerts(kit)).toEqual([])
  })

  test("behavior: a project without any allowed origin → 'Unverified Domain'", async () => {
    const { kit } = kitAt('https://shop.example.com', { allowedOrigins: [] })
    await checkAllowedOrigins(kit)
    expect(alerts(kit)).toEqual(['Unverified Domain'])
  })

  test("behavior: a page outside the project's origins → 'Origin Not Allowed' (the API did not see its Origin)", async () => {
    const { kit } = kitAt('https://a.b.example.com', { allowedOrigins: ['https://*.example.com', 'http://localhost:*'] })
    await checkAllowedOrigins(kit)
    expect(alerts(kit)).toEqual(['Origin Not Allowed'])
  })

  test("behavior: the API answers 400 on projectId (it received none) → 'Project ID Not Configured'", async () => {
    const { kit } = kitAt('https://shop.example.com', json({ error: 'Invalid input', field: 'projectId', message: 'Required' }, 400))
    await checkAllowedOrigins(kit)
    expect(alerts(kit)).toEqual(['Project ID Not Configured'])
  })

  test("behavior: the API's refusals keep their own alerts (401 Invalid Project ID, 403 Origin Not Allowed)", async () => {
    const unknown = kitAt('https://shop.example.com', json({ message: 'Unauthorized: invalid key', code: 'INVALID_PROJECT_ID' }, 401))
    await checkAllowedOrigins(unknown.kit)
    expect(alerts(unknown.kit)).toEqual(['Invalid Project ID'])
    const refused = kitAt('https://evil.test', json({ message: 'Unauthorized: origin not allowed', code: 'ORIGIN_NOT_ALLOWED' }, 403))
    await checkAllowedOrigins(refused.kit)
    expect(alerts(refused.kit)).toEqual(['Origin Not Allowed'])
  })

  test('bad input: garbage from the API raises nothing and throws nothing', async () => {
    const { kit } = kitAt('https://shop.example.com', { allowedOrigins: 'everyone' })
    await expect(checkAllowedOrigins(kit)).resolves.toBeUndefined()
    expect(alerts(kit)).toEqual([])
  })

  test('behavior: the kit checks once when it starts its API services', async () => {
    const { kit, api } = kitAt('https://shop.example.com', { allowedOrigins: [] })
    for (let index = 0; index < 20 && api.count('GET', '/projects/v1/origins') === 0; index++) await flush()
    await flush()
    expect(api.count('GET', '/projects/v1/origins')).toBe(1)
    expect(alerts(kit)).toEqual(['Unverified Domain'])
  })
})
