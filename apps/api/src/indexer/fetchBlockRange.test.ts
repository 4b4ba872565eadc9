import { type Devnet, startDevnet } from '@kit/devnet'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchBlockRange } from './fetchBlockRange.js'
import { BlockNotAvailableError } from './indexerErrors.js'

// A real devnet chain: the blocks it has, and a range that runs past its head.
describe('fetchBlockRange', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ freePorts: true, handleSignals: false })
  }, 120_000)
  afterAll(async () => {
    await devnet?.stop()
  })
  const clientOf = () => createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl, { batch: true }) })

  it('default: the blocks of a range the chain has, in order', async () => {
    const range = await fetchBlockRange(clientOf(), 0, 1)
    expect(range.blocks.map((block) => Number(block.number))).toEqual([0, 1])
  })

  it('rejects: a block past the head is a BlockNotAvailableError naming it (the indexer retries the step)', async () => {
    const head = Number(await clientOf().getBlockNumber())
    const attempt = fetchBlockRange(clientOf(), head, head + 2)
    await expect(attempt).rejects.toBeInstanceOf(BlockNotAvailableError)
    await expect(attempt).rejects.toThrow(`Block ${head + 1} is not available yet`)
  })
})
