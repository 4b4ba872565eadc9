import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testNftAbi } from './contracts/testNft.js'
import { DEVNET_ACCOUNTS } from './devnetAccounts.js'
import { DEVNET_NFT, devnetNftTokenUri } from './devnetNft.js'
import { type Devnet, startDevnet } from './startDevnet.js'

const TIMEOUT = 60_000

describe('DEVNET_NFT', () => {
  it('mints tokens 1-8, two each to accounts 0-3', () => {
    expect(DEVNET_NFT.tokens.map((token) => [token.tokenId, token.ownerIndex])).toEqual([
      [1n, 0],
      [2n, 0],
      [3n, 1],
      [4n, 1],
      [5n, 2],
      [6n, 2],
      [7n, 3],
      [8n, 3],
    ])
    expect(DEVNET_NFT.tokens.every((token) => token.owner === DEVNET_ACCOUNTS[token.ownerIndex])).toBe(true)
  })

  it('builds data: token URIs with a name and an SVG image', () => {
    const uri = devnetNftTokenUri(DEVNET_NFT.tokens[0]!)
    expect(uri.startsWith('data:application/json;base64,')).toBe(true)
    const metadata = JSON.parse(Buffer.from(uri.split(',')[1]!, 'base64').toString('utf8')) as { name: string; image: string }
    expect(metadata.name).toBe('Kit Test NFT #1')
    expect(metadata.image.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(Buffer.from(metadata.image.split(',')[1]!, 'base64').toString('utf8')).toContain('<svg')
  })
})

describe('deployed test collection', () => {
  let devnet: Devnet

  beforeAll(async () => {
    devnet = await startDevnet({ freePorts: true, handleSignals: false })
  }, TIMEOUT)

  afterAll(async () => {
    await devnet?.stop()
  }, TIMEOUT)

  it(
    'is deployed at the constant address on both chains with its tokens owned by accounts 0-3',
    async () => {
      for (const chain of devnet.chains) {
        const client = createPublicClient({ transport: http(chain.rpcUrl) })
        const read = { address: DEVNET_NFT.address, abi: testNftAbi } as const
        expect(await client.readContract({ ...read, functionName: 'name' })).toBe(DEVNET_NFT.name)
        expect(await client.readContract({ ...read, functionName: 'symbol' })).toBe(DEVNET_NFT.symbol)
        expect(await client.readContract({ ...read, functionName: 'totalSupply' })).toBe(8n)
        expect(await client.readContract({ ...read, functionName: 'supportsInterface', args: ['0x80ac58cd'] })).toBe(true)
        for (const token of DEVNET_NFT.tokens) {
          expect(await client.readContract({ ...read, functionName: 'ownerOf', args: [token.tokenId] })).toBe(token.owner)
          expect(await client.readContract({ ...read, functionName: 'tokenURI', args: [token.tokenId] })).toBe(devnetNftTokenUri(token))
        }
        expect(await client.readContract({ ...read, functionName: 'balanceOf', args: [DEVNET_ACCOUNTS[4]] })).toBe(0n)
      }
    },
    TIMEOUT,
  )
})
