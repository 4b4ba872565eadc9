import { describe, expect, test } from 'vitest'
import { anvil } from '../networks/anvil.js'
import { solana } from '../networks/solana.js'
import type { CaipNetwork } from '../types.js'
import { resolveRpcUrls } from './getRpcUrls.js'

const bare = (network: CaipNetwork): CaipNetwork => ({ ...network, rpcUrls: { default: { http: [] } } })

describe('resolveRpcUrls', () => {
  test('default: the kit rpcUrls, then customRpcUrls, then the network own, without repeats', () => {
    const urls = resolveRpcUrls(
      { rpcUrls: { 'eip155:31337': ['http://kit.test'] }, customRpcUrls: { 'eip155:31337': [{ url: 'http://custom.test' }, { url: 'http://kit.test' }] } },
      anvil,
    )
    expect(urls).toEqual(['http://kit.test', 'http://custom.test', 'http://127.0.0.1:8545'])
  })

  test('parameters: an EVM network without RPC URLs goes through the Kit API when the kit has an apiUrl', () => {
    expect(resolveRpcUrls({ rpcUrls: {}, apiUrl: 'https://api.example.com/', projectId: 'p 1' }, bare(anvil))).toEqual([
      'https://api.example.com/v1/rpc?chainId=eip155%3A31337&projectId=p+1',
    ])
    // A network with its own URL keeps it; no apiUrl, or a non-EVM network: nothing to add.
    expect(resolveRpcUrls({ rpcUrls: {}, apiUrl: 'https://api.example.com', projectId: 'p' }, anvil)).toEqual(['http://127.0.0.1:8545'])
    expect(resolveRpcUrls({ rpcUrls: {}, projectId: 'p' }, bare(anvil))).toEqual([])
    expect(resolveRpcUrls({ rpcUrls: {}, apiUrl: 'https://api.example.com', projectId: 'p' }, bare(solana))).toEqual([])
  })
})
