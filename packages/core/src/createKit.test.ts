import { describe, expect, test } from 'vitest'
import { createKit } from './createKit.js'
import { getAccount } from './getters/getAccount.js'
import { getNetwork } from './getters/getNetwork.js'
import { anvil } from './networks/anvil.js'
import { base } from './networks/base.js'
import { createMemoryBackend } from './storage/createStorage.js'
import { createTestKit } from './testKit.test-utils.js'

describe('createKit', () => {
  test('default', () => {
    const kit = createTestKit()
    expect(kit.options.projectId).toBe('test')
    expect(kit.storage.prefix).toBe('kit.test')
    expect(getNetwork(kit).caipNetworkId).toBe('eip155:31337')
    expect(getAccount(kit).status).toBe('disconnected')
    expect(kit._internal.state.initialized).toBe(true)
  })

  test('parameters: defaultNetwork', () => {
    const kit = createTestKit({ defaultNetwork: base })
    expect(getNetwork(kit)).toMatchObject({ caipNetworkId: 'eip155:8453', chainId: 8453, isSupported: true })
  })

  test('behavior: one error lists every bad field', () => {
    expect(() =>
      createKit({
        projectId: '',
        networks: [{ ...anvil, caipNetworkId: 'eip155:1' }],
        defaultNetwork: base,
        themeMode: 'sepia' as never,
        rpcUrls: { 'eip155:31337': ['not a url'] },
        adapters: [{} as never],
        unknownOption: true,
      } as never),
    ).toThrowErrorMatchingInlineSnapshot(`
      [KitOptionsError: Invalid Kit options

      - projectId: Required
      - adapters.0: Expected an adapter ({ namespace, setup })
      - themeMode: Invalid type: Expected ("light" | "dark") but received "sepia"
      - rpcUrls.eip155:31337.0: Expected an http(s) or ws(s) URL
      - (options): Unrecognized key: "unknownOption"
      Version: @kit/core@0.1.0]
    `)
  })

  test('behavior: a missing option is Required; every unknown key is listed; defaults are per kit', () => {
    expect(() => createKit({ networks: [anvil], unknownA: 1, unknownB: 2 } as never)).toThrowErrorMatchingInlineSnapshot(`
      [KitOptionsError: Invalid Kit options

      - projectId: Required
      - (options): Unrecognized key: "unknownA"
      - (options): Unrecognized key: "unknownB"
      Version: @kit/core@0.1.0]
    `)
    const first = createTestKit()
    const second = createTestKit({ storageKey: 'second' })
    expect(first.options.features).toEqual({})
    expect(first.options.features).not.toBe(second.options.features)
    expect(first.options.customWallets).not.toBe(second.options.customWallets)
  })

  test('behavior: cross-field checks', () => {
    expect(() => createKit({ projectId: 'p', networks: [{ ...anvil, caipNetworkId: 'eip155:1' }], defaultNetwork: base })).toThrowErrorMatchingInlineSnapshot(`
        [KitOptionsError: Invalid Kit options

        - defaultNetwork: Network Not Found: the default network must be in the networks array
        - networks.0.caipNetworkId: Expected eip155:31337
        Version: @kit/core@0.1.0]
      `)
  })

  test('behavior: no networks', () => {
    expect(() => createKit({ projectId: 'p', networks: [] })).toThrow('networks: At least one network is required')
  })

  test('behavior: does not mount without a browser', () => {
    const kit = createKit({ projectId: 'p', networks: [anvil], storage: createMemoryBackend() })
    expect(kit._internal.mounted).toBe(false)
  })

  test('behavior: corrupted storage is ignored and removed', () => {
    const backend = createMemoryBackend()
    backend.setItem('kit.test.lastUsedChain', '{not json')
    backend.setItem('kit.test.recentWallets', JSON.stringify({ foreign: true }))
    backend.setItem('kit.test.connections', JSON.stringify([{ namespace: 'nope' }]))
    const kit = createTestKit({ backend })
    expect(getNetwork(kit).caipNetworkId).toBe('eip155:31337')
    expect(kit._internal.state.connectors.recent).toEqual([])
    expect(backend.getItem('kit.test.lastUsedChain')).toBeNull()
    expect(backend.getItem('kit.test.recentWallets')).toBeNull()
  })

  test('behavior: last used chain restored', () => {
    const backend = createMemoryBackend()
    backend.setItem('kit.test.lastUsedChain', JSON.stringify('eip155:8453'))
    expect(getNetwork(createTestKit({ backend })).caipNetworkId).toBe('eip155:8453')
  })

  test('parameters: ssr defers stored state until mount (no hydration mismatch)', () => {
    const backend = createMemoryBackend()
    backend.setItem('kit.test.lastUsedChain', JSON.stringify('eip155:8453'))
    const kit = createTestKit({ backend, ssr: true })
    expect(kit._internal.mounted).toBe(false)
    expect(getNetwork(kit).caipNetworkId).toBe('eip155:31337')
    kit._internal.mount()
    expect(getNetwork(kit).caipNetworkId).toBe('eip155:8453')
  })

  test('behavior: two kits do not share state or storage keys', () => {
    const backend = createMemoryBackend()
    const a = createTestKit({ backend, storageKey: 'a' })
    const b = createTestKit({ backend, storageKey: 'b', defaultNetwork: base })
    expect(a._internal.state).not.toBe(b._internal.state)
    expect(getNetwork(a).caipNetworkId).toBe('eip155:31337')
    expect(getNetwork(b).caipNetworkId).toBe('eip155:8453')
  })
})
