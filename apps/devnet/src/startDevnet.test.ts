import { createPublicClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testTokenAbi } from './contracts/testToken.js'
import { DEVNET_ACCOUNTS, DEVNET_MNEMONIC } from './devnetAccounts.js'
import { isPortFree } from './isPortFree.js'
import { InvalidPortError, PortInUseError } from './portErrors.js'
import { rpcChainId } from './rpcChainId.js'
import { type Devnet, startDevnet } from './startDevnet.js'

const TIMEOUT = 60_000

describe('startDevnet', () => {
  let devnet: Devnet

  beforeAll(async () => {
    devnet = await startDevnet({ freePorts: true })
  }, TIMEOUT)

  afterAll(async () => {
    await devnet?.stop()
  }, TIMEOUT)

  it('runs chains 31337 and 8453 on distinct local ports', async () => {
    expect(devnet.chains.map((chain) => chain.chainId)).toEqual([31337, 8453])
    expect(new Set(devnet.chains.map((chain) => chain.port)).size).toBe(2)
    for (const chain of devnet.chains) {
      expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`)
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(chain.chainId)
    }
  })

  it('deploys USDC and TST at the constant addresses and funds account 9', async () => {
    const account9 = devnet.accounts[9]
    expect(account9).toBe('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const token of Object.values(devnet.tokens)) {
        const read = { address: token.address, abi: testTokenAbi } as const
        expect(await client.readContract({ ...read, functionName: 'symbol' })).toBe(token.symbol)
        expect(await client.readContract({ ...read, functionName: 'name' })).toBe(token.name)
        expect(await client.readContract({ ...read, functionName: 'decimals' })).toBe(token.decimals)
        const balance = await client.readContract({ ...read, functionName: 'balanceOf', args: [account9!] })
        expect(balance).toBe(1_000_000n * 10n ** BigInt(token.decimals))
      }
    }
    expect(devnet.tokens.USDC).toMatchObject({ symbol: 'USDC', decimals: 6, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' })
    expect(devnet.tokens.TST).toMatchObject({ symbol: 'TST', decimals: 18, address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' })
  })

  it('lists the accounts of the default mnemonic', () => {
    const derived = DEVNET_ACCOUNTS.map((_, index) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index }).address)
    expect(devnet.accounts).toEqual(derived)
  })

  it(
    'refuses to start over a running devnet on the same port',
    async () => {
      const port = devnet.chains[0]!.port
      await expect(startDevnet({ anvilPort: port, basePort: 0 })).rejects.toThrow(/already serves a chain with id 31337/)
      await expect(startDevnet({ anvilPort: port, basePort: 0 })).rejects.toThrow(PortInUseError)
    },
    TIMEOUT,
  )
})

describe('devnet.stop', () => {
  it(
    'leaves nothing listening on the devnet ports',
    async () => {
      const devnet = await startDevnet({ freePorts: true, handleSignals: false })
      const ports = devnet.chains.map((chain) => chain.port)
      await devnet.stop()
      await devnet.stop() // idempotent
      for (const [index, port] of ports.entries()) {
        expect(await isPortFree(port)).toBe(true)
        expect(await rpcChainId(devnet.chains[index]!.rpcUrl, 300)).toBeUndefined()
      }
    },
    TIMEOUT,
  )

  it('rejects invalid port overrides from the environment', async () => {
    await expect(startDevnet({ env: { KIT_ANVIL_PORT: 'abc' } })).rejects.toThrow(/Invalid port "abc".*KIT_ANVIL_PORT/)
    await expect(startDevnet({ env: { KIT_ANVIL_PORT: 'abc' } })).rejects.toThrow(InvalidPortError)
  })
})
