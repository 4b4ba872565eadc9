import { createPublicClient, createWalletClient, getAddress, http, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { createBundlerClient, entryPoint08Abi, toSimple7702SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNT_ABSTRACTION } from '../accountAbstraction/devnetAccountAbstraction.js'
import { type Devnet, startDevnet } from '../startDevnet.js'
import { BUNDLER_KEYS, type Bundler, startBundler } from './startBundler.js'

const TIMEOUT = 120_000
const senderCreatorAbi = [{ type: 'function', name: 'entryPoint', inputs: [], outputs: [{ type: 'address' }], stateMutability: 'view' }] as const

describe('the ERC-4337 bundler (alto) on the devnet', () => {
  let devnet: Devnet
  let bundler: Bundler
  let rpcUrl: string

  beforeAll(async () => {
    devnet = await startDevnet({ freePorts: true, handleSignals: false })
    rpcUrl = devnet.chains[0]!.rpcUrl
    bundler = await startBundler({ rpcUrl, port: 0 })
  }, TIMEOUT)

  afterAll(async () => {
    await bundler?.stop()
    await devnet?.stop()
  }, TIMEOUT)

  it('the canonical EntryPoint v0.8 is the one Simple7702Account obeys, with its own SenderCreator', async () => {
    const client = createPublicClient({ transport: http(rpcUrl) })
    const canonical = DEVNET_ACCOUNT_ABSTRACTION.canonicalEntryPoint
    const senderCreator = await client.readContract({ address: canonical, abi: entryPoint08Abi, functionName: 'senderCreator' })
    expect(await client.readContract({ address: senderCreator, abi: senderCreatorAbi, functionName: 'entryPoint' })).toBe(getAddress(canonical))
    const response = await fetch(bundler.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(((await response.json()) as { result: string }).result).toBe('0x7a69')
    // A second bundler on the same port is refused before it starts (it would otherwise see the first one answer).
    await expect(startBundler({ rpcUrl, port: bundler.port })).rejects.toThrow(`Port ${bundler.port} on 127.0.0.1 is in use`)
  })

  it(
    'a user operation of an EIP-7702 account lands on anvil through eth_sendUserOperation; a forged one is refused',
    async () => {
      const chain = { id: 31337, name: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
      const client = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 })
      const owner = privateKeyToAccount(generatePrivateKey())
      await client.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [owner.address, '0xde0b6b3a7640000'] as never })
      const wallet = createWalletClient({ account: owner, chain, transport: http(rpcUrl) })
      const authorization = await wallet.signAuthorization({ contractAddress: DEVNET_ACCOUNT_ABSTRACTION.simple7702Account, executor: 'self' })
      await client.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to: owner.address, authorizationList: [authorization], data: '0x' }) })

      const account = await toSimple7702SmartAccount({ client, owner, implementation: DEVNET_ACCOUNT_ABSTRACTION.simple7702Account })
      const bundlerClient = createBundlerClient({ client, account, chain, transport: http(bundler.url), pollingInterval: 50 })
      const receiver = privateKeyToAccount(generatePrivateKey()).address
      const hash = await bundlerClient.sendUserOperation({
        calls: [
          { to: receiver, value: parseEther('0.001') },
          { to: receiver, value: parseEther('0.002') },
        ],
      })
      const { success, receipt } = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
      expect(success).toBe(true)
      // Sent by the bundler's executor to the EntryPoint, both calls in it.
      expect(getAddress(receipt.from)).toBe(privateKeyToAccount(BUNDLER_KEYS.executor).address)
      expect(getAddress(receipt.to ?? zeroAddress)).toBe(getAddress(DEVNET_ACCOUNT_ABSTRACTION.canonicalEntryPoint))
      const [event] = parseEventLogs({ abi: entryPoint08Abi, eventName: 'UserOperationEvent', logs: receipt.logs })
      expect(event?.args).toMatchObject({ userOpHash: hash, sender: owner.address, paymaster: zeroAddress, success: true })
      expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.003'))

      // An attacker signs a user operation for the owner's account with another key: refused, nothing moves.
      const attacker = await toSimple7702SmartAccount({
        client,
        owner: privateKeyToAccount(generatePrivateKey()),
        implementation: DEVNET_ACCOUNT_ABSTRACTION.simple7702Account,
      })
      const forged = { ...attacker, address: owner.address, getAddress: async () => owner.address }
      await expect(
        createBundlerClient({ client, account: forged, chain, transport: http(bundler.url) }).sendUserOperation({
          calls: [{ to: receiver, value: parseEther('0.5') }],
        }),
      ).rejects.toThrow(/signature/i)
      expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.003'))
    },
    TIMEOUT,
  )
})
