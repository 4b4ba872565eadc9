import { describe, expect, test } from 'vitest'
import { json } from '../api/api.test-utils.js'
import { createApiTestKit, createFakeApi } from '../api/fakeApi.test-utils.js'
import { NameError } from '../errors/names.js'
import { fetchProfileName } from './fetchProfileName.js'

const alice = {
  name: 'alice.kit.id',
  registered: 1,
  updated: 1,
  addresses: { '60': { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', created: 1 } },
  attributes: {},
}

describe('fetchProfileName', () => {
  test('default: a label is looked up with the default suffix; a free name is null', async () => {
    const api = createFakeApi({ 'GET /v1/profile/account/alice.kit.id': () => alice })
    const kit = createApiTestKit(api)
    expect(await fetchProfileName(kit, { name: ' Alice ' })).toEqual(alice)
    expect(await fetchProfileName(kit, { name: 'nobody-here' })).toBeNull()
    expect(api.requests.filter((request) => request.url.pathname.startsWith('/v1/profile/')).map((request) => request.url.pathname)).toEqual([
      '/v1/profile/account/alice.kit.id',
      '/v1/profile/account/nobody-here.kit.id',
    ])
  })

  test('behavior: the other accepted suffixes stay; names that cannot exist are null without a request', async () => {
    const api = createFakeApi()
    const kit = createApiTestKit(api)
    expect(await fetchProfileName(kit, { name: 'alice.reown.id' })).toBeNull()
    for (const name of ['ab', 'alice.eth', 'al_ice', '']) expect(await fetchProfileName(kit, { name })).toBeNull()
    expect(api.count('GET', '/v1/profile/')).toBe(1)
  })

  test('behavior: an API failure is NameError "Error resolving name"', async () => {
    const kit = createApiTestKit(createFakeApi({ 'GET /v1/profile/account/': () => json({ message: 'down' }, 502) }))
    const error = await fetchProfileName(kit, { name: 'alice' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NameError)
    expect((error as NameError).shortMessage).toBe('Error resolving name')
    await expect(fetchProfileName(createApiTestKit(createFakeApi(), { apiUrl: undefined }), { name: 'alice' })).rejects.toThrow('Error resolving name')
  })
})
