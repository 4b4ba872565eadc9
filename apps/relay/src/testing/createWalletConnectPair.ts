import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'

type KeyValueStorage = NonNullable<NonNullable<ConstructorParameters<typeof Core>[0]>['storage']>

/** IKeyValueStorage in memory, so a test writes no files (the Node default is a file database). */
export function createMemoryStorage(): KeyValueStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries.entries()] as [string, T][],
    getItem: async <T>(key: string) => entries.get(key) as T | undefined,
    setItem: async (key: string, value: unknown) => {
      entries.set(key, value)
    },
    removeItem: async (key: string) => {
      entries.delete(key)
    },
  }
}

export type WalletConnectPair = {
  dapp: InstanceType<typeof SignClient>
  wallet: InstanceType<typeof WalletKit>
  session: SessionTypes.Struct
  /** `personal_sign` from the dapp; the wallet answers `0xsigned:<text>`. */
  sign(text: string): Promise<string>
  close(): Promise<void>
}

export const testAccount = '0x1111111111111111111111111111111111111111'

/**
 * A real dapp (SignClient) on `dappRelayUrl` and a real wallet (WalletKit) on `walletRelayUrl`,
 * paired with an approved session; the wallet signs every `personal_sign` at once. The wallet's
 * request queue is off (`disableRequestQueue`), or it waits 1 s after each response, and Verify
 * (an internet service) is not asked.
 */
export async function createWalletConnectPair(dappRelayUrl: string, walletRelayUrl: string): Promise<WalletConnectPair> {
  const projectId = 'kit-relay-test'
  const suffix = Math.random().toString(36).slice(2)
  const dapp = await SignClient.init({
    projectId,
    relayUrl: dappRelayUrl,
    customStoragePrefix: `pair-dapp-${suffix}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Kit dapp', description: 'relay test', url: 'http://localhost', icons: [] },
  })
  const core = new Core({
    projectId,
    relayUrl: walletRelayUrl,
    customStoragePrefix: `pair-wallet-${suffix}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  })
  const wallet = await WalletKit.init({
    core,
    metadata: { name: 'Kit wallet', description: 'relay test', url: 'http://localhost', icons: [] },
    signConfig: { disableRequestQueue: true },
  })
  // Verify is WalletConnect's attestation service on the internet. Offline, the wallet's lookup of
  // every request fails on DNS and resolves nothing; this resolves the same nothing without the
  // lookup, which on a loaded machine took most of each round trip (about 100 ms against 10 ms).
  // The relay is not involved in it.
  wallet.core.verify.resolve = async () => undefined
  wallet.on('session_request', (event: WalletKitTypes.SessionRequest) => {
    const result = `0xsigned:${String(event.params.request.params[0])}`
    void wallet.respondSessionRequest({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result } })
  })
  const proposal = new Promise<WalletKitTypes.SessionProposal>((resolve) => wallet.once('session_proposal', resolve))
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged'] } },
  })
  await wallet.pair({ uri: uri as string })
  const { id, params } = await proposal
  const namespaces = buildApprovedNamespaces({
    proposal: params,
    supportedNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged'], accounts: [`eip155:31337:${testAccount}`] },
    },
  })
  await wallet.approveSession({ id, namespaces })
  const session = await approval()
  return {
    dapp,
    wallet,
    session,
    sign: (text) => dapp.request<string>({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: [text, testAccount] } }),
    async close() {
      for (const client of [dapp, wallet]) {
        client.core.heartbeat.stop()
        await client.core.relayer.transportClose().catch(() => undefined)
      }
    },
  }
}
