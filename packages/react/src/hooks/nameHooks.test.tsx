// @vitest-environment happy-dom
import { connect, getAccount, NameError } from '@kit/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { createTestKit, testAddress } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useIdentity } from './useIdentity.js'
import { useNameAvailability } from './useNameAvailability.js'
import { useNameSuggestions } from './useNameSuggestions.js'
import { useProfileName } from './useProfileName.js'
import { useRegisterName } from './useRegisterName.js'

const alice = { name: 'alice.kit.id', registered: 1, updated: 1, addresses: { '2147514985': { address: testAddress, created: 1 } }, attributes: {} }

/** A kit whose Kit API is this module's stand-in `fetch` (the hooks are thin wrappers; core's actions meet the real API elsewhere). */
function apiKit() {
  const requests: { method: string; path: string; body?: unknown }[] = []
  const names = new Map<string, typeof alice>([['alice.kit.id', alice]])
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    requests.push({ method: init?.method ?? 'GET', path: url.pathname, body })
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } })
    const account = url.pathname.match(/^\/v1\/profile\/account\/(.+)$/)
    if (account) return names.has(decodeURIComponent(account[1]!)) ? json(names.get(decodeURIComponent(account[1]!))) : json({ message: 'Not found' }, 404)
    if (url.pathname.startsWith('/v1/profile/suggestions/'))
      return json({
        suggestions: [
          { name: 'alice1.kit.id', registered: false },
          { name: 'alice2.kit.id', registered: false },
        ],
      })
    if (url.pathname === '/v1/profile/account' && init?.method === 'POST') {
      const name = JSON.parse(body.message).name as string
      if (names.has(name)) return json({ message: 'Name taken' }, 409)
      const registered = { ...alice, name }
      names.set(name, registered)
      return json(registered)
    }
    if (url.pathname.startsWith('/v1/identity/')) return json({ name: [...names.values()].at(-1)?.name ?? null, avatar: null })
    return json({ message: 'unexpected' }, 500)
  }
  const kit = createTestKit({ apiUrl: 'http://api.test', environment: { isMobile: () => false, fetch } })
  return { kit, requests }
}

test('behavior: useNameAvailability and useNameSuggestions follow the typed name; idle while empty', async () => {
  const { kit, requests } = apiKit()
  const { result, rerender } = renderHook(({ name }) => ({ availability: useNameAvailability({ name }), suggestions: useNameSuggestions({ name }) }), {
    wrapper: withKit(kit),
    initialProps: { name: '' as string },
  })
  expect(result.current.availability).toMatchObject({ status: 'pending', isFetching: false })
  expect(requests).toHaveLength(0)
  rerender({ name: 'alice' })
  await waitFor(() => expect(result.current.availability.data).toEqual({ status: 'taken', name: 'alice.kit.id' }))
  await waitFor(() => expect(result.current.suggestions.data).toEqual(['alice1.kit.id', 'alice2.kit.id']))
  rerender({ name: 'bob-the-builder' })
  await waitFor(() => expect(result.current.availability.data).toEqual({ status: 'available', name: 'bob-the-builder.kit.id' }))
  // docs/rules/validation.md rules first: an invalid name is answered without a request.
  const before = requests.length
  rerender({ name: 'ab' })
  await waitFor(() => expect(result.current.availability.data).toMatchObject({ status: 'invalid', name: 'ab.kit.id' }))
  await waitFor(() => expect(result.current.suggestions.data).toEqual([]))
  expect(requests).toHaveLength(before)
})

test('behavior: useProfileName looks a name up (other suffixes accepted), null when free', async () => {
  const { kit, requests } = apiKit()
  const { result, rerender } = renderHook(({ name }) => useProfileName({ name }), { wrapper: withKit(kit), initialProps: { name: 'alice.reown.id' } })
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  expect(result.current.data).toBeNull()
  expect(requests.map((request) => request.path)).toContain('/v1/profile/account/alice.reown.id')
  rerender({ name: 'alice' })
  await waitFor(() => expect(result.current.data).toEqual(alice))
})

test('behavior: useRegisterName signs and registers, then useIdentity shows the name; a taken name is a NameError', async () => {
  const { kit, requests } = apiKit()
  await connect(kit, { connectorId: 'mock' })
  const { result } = renderHook(() => ({ register: useRegisterName(), identity: useIdentity({ address: getAccount(kit).address }) }), {
    wrapper: withKit(kit),
  })
  expect(result.current.register).toMatchObject({ status: 'idle', isIdle: true })
  await act(async () => {
    await result.current.register.registerNameAsync({ name: 'carol' })
  })
  expect(result.current.register).toMatchObject({ status: 'success', data: { name: 'carol.kit.id' } })
  const post = requests.find((request) => request.method === 'POST')
  expect(post?.body).toMatchObject({ address: testAddress, coin_type: 2147514985 })
  expect(JSON.parse((post?.body as { message: string } | undefined)?.message ?? '{}')).toMatchObject({ name: 'carol.kit.id', attributes: {} })
  await act(() => result.current.identity.refetch())
  expect(result.current.identity.data).toEqual({ name: 'carol.kit.id', avatar: null })

  const onError = vi.fn()
  await act(async () => {
    result.current.register.registerName({ name: 'alice' }, { onError })
  })
  await waitFor(() => expect(result.current.register.status).toBe('error'))
  expect(result.current.register.error).toBeInstanceOf(NameError)
  expect(result.current.register.error?.message).toContain('Error registering name alice.kit.id')
  expect(onError).toHaveBeenCalledOnce()
})
