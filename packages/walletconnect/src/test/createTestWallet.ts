import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { createMemoryStorage } from './memoryStorage.js'

export type TestWalletParameters = {
  relayUrl: string
  /** Addresses offered on every chain the dapp proposes (first is the active one). */
  accounts: readonly string[]
  /** Chains the wallet supports; default: every chain proposed. */
  chains?: readonly string[] | undefined
  /** Answers a session request; throw `{ code, message }` to reject it. Default: echo. */
  answer?: ((request: { method: string; params: unknown; chainId: string }) => unknown) | undefined
}

/**
 * A real WalletKit wallet (WalletKit 1.6 on @walletconnect/core 2.25) for Node tests: pairs from a
 * URI, approves or rejects proposals, answers requests, emits events. In-memory storage; its own
 * storage prefix; no request queue delay.
 */
export async function createTestWallet({ relayUrl, accounts, chains, answer }: TestWalletParameters) {
  const core = new Core({
    projectId: 'kit-test',
    relayUrl,
    customStoragePrefix: `kit-test-wallet-${Math.random().toString(36).slice(2)}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  } as ConstructorParameters<typeof Core>[0])
  const kit = await WalletKit.init({
    core,
    metadata: { name: 'Kit Test Wallet', description: 'WalletKit in tests', url: 'http://localhost', icons: [] },
    signConfig: { disableRequestQueue: true },
  } as Parameters<typeof WalletKit.init>[0])
  let decision: 'approve' | 'reject' = 'approve'
  const proposals: WalletKitTypes.SessionProposal[] = []
  const requests: { method: string; params: unknown; chainId: string }[] = []

  kit.on('session_proposal', async (proposal: WalletKitTypes.SessionProposal) => {
    proposals.push(proposal)
    if (decision === 'reject') {
      await kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const proposed = Object.values(proposal.params.optionalNamespaces ?? {}).flatMap((namespace) => namespace.chains ?? [])
    const supported = (chains ?? proposed).filter((chain) => chain.startsWith('eip155:'))
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: {
        eip155: {
          chains: supported,
          methods: proposal.params.optionalNamespaces?.eip155?.methods ?? ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
          accounts: supported.flatMap((chain) => accounts.map((account) => `${chain}:${account}`)),
        },
      },
    })
    await kit.approveSession({ id: proposal.id, namespaces })
  })

  kit.on('session_request', async (event: WalletKitTypes.SessionRequest) => {
    const { request, chainId } = event.params
    const call = { method: request.method, params: request.params, chainId }
    requests.push(call)
    try {
      const result = answer ? await answer(call) : { echo: call }
      await kit.respondSessionRequest({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result } })
    } catch (error) {
      const { code = 5000, message = 'User rejected.' } = error as { code?: number; message?: string }
      await kit.respondSessionRequest({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', error: { code, message } },
      })
    }
  })

  const topic = () => {
    const sessions = Object.values(kit.getActiveSessions())
    const last = sessions.at(-1)
    if (!last) throw new Error('the test wallet has no session')
    return last.topic
  }

  return {
    kit,
    proposals,
    requests,
    setDecision(next: 'approve' | 'reject') {
      decision = next
    },
    pair: (uri: string) => kit.pair({ uri }),
    sessions: () => Object.values(kit.getActiveSessions()),
    emit: (name: string, data: unknown, chainId: string) => kit.emitSessionEvent({ topic: topic(), event: { name, data }, chainId }),
    update: (namespaces: Parameters<typeof kit.updateSession>[0]['namespaces']) => kit.updateSession({ topic: topic(), namespaces }),
    disconnect: () => kit.disconnectSession({ topic: topic(), reason: getSdkError('USER_DISCONNECTED') }),
    async close() {
      kit.core.heartbeat.stop()
      await kit.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

export type TestWallet = Awaited<ReturnType<typeof createTestWallet>>
