import { PairingAbortedError, toWalletConnectError, WalletConnectNotConnectedError } from '../errors/walletConnect.js'
import type { WalletConnectProposalNamespace } from '../types.js'
import type { Engine, EngineHost } from './engineTypes.js'
import { closeSignClient, initSignClient } from './initSignClient.js'
import { type Attempt, startAttempt } from './pairingAttempt.js'
import { createPairings, type Pairings } from './pairings.js'
import { proposalOf } from './proposal.js'
import { createSessionTracker, type SessionTracker, userDisconnected } from './sessionTracker.js'
import { toSession } from './toSession.js'

/** The one connect attempt at a time: the running one, or a new one, which clears itself when it ends. */
function createAttempts(host: EngineHost, pairings: Pairings, session: SessionTracker) {
  let attempt: Attempt | undefined
  return {
    running: () => attempt,
    current(proposal: Record<string, WalletConnectProposalNamespace> | undefined): Attempt {
      if (attempt) return attempt
      const created = startAttempt({
        host,
        pairings,
        proposal,
        onApproved(approved) {
          session.set(approved)
          session.dropOthers(approved.topic)
        },
      })
      const clear = () => {
        if (attempt === created) attempt = undefined
      }
      created.promise.then(clear, clear)
      return (attempt = created)
    },
  }
}

/**
 * The part of the WalletConnect handle that needs sign-client; loaded on demand (the first
 * connect, or a restore when a session is stored) so it stays out of the page's first load.
 * Its steps: the client (initSignClient), the one session (sessionTracker), pairings made ahead
 * (pairings) and the connect attempt that shows and refreshes them (pairingAttempt).
 */
export async function createEngine(host: EngineHost): Promise<Engine> {
  const client = await initSignClient(host.parameters)
  const session = createSessionTracker(host, client)
  const pairings = createPairings(host, client)
  const attempts = createAttempts(host, pairings, session)

  return {
    client,
    async prepare() {
      if (session.live() || attempts.running()) return
      await pairings.prepare(() => attempts.running() !== undefined)
    },
    async connect(parameters = {}) {
      const proposal = proposalOf(parameters)
      const { signal } = parameters
      const live = session.live()
      if (live) return toSession(live)
      if (signal?.aborted) throw new PairingAbortedError()
      const joining = attempts.running() !== undefined
      const current = attempts.current(proposal)
      const pairing = host.getPairing()
      // A second connect while pairing joins the attempt and is shown the URI again.
      if (joining && pairing) host.emit({ type: 'display_uri', ...pairing })
      signal?.addEventListener('abort', () => current.abort(new PairingAbortedError()), { once: true })
      return current.promise
    },
    restore() {
      const live = session.live()
      if (live) return toSession(live)
      const found = session.findRestorable()
      if (!found) {
        session.clear()
        return undefined
      }
      session.set(found)
      return toSession(found)
    },
    getSession() {
      const live = session.live()
      return live && toSession(live)
    },
    async request({ chainId, method, params }) {
      const live = session.live()
      if (!live) throw new WalletConnectNotConnectedError()
      try {
        return await client.request({ topic: live.topic, chainId, request: { method, params } })
      } catch (error) {
        throw toWalletConnectError(error)
      }
    },
    async disconnect() {
      attempts.running()?.abort(new PairingAbortedError())
      pairings.drop()
      const current = session.clear()
      if (!current) return
      // Already gone on the wallet's side (or unreachable): the local session is deleted anyway.
      await client.disconnect({ topic: current.topic, reason: userDisconnected }).catch(() => undefined)
    },
    async destroy() {
      attempts.running()?.abort(new PairingAbortedError())
      await closeSignClient(client, host.parameters)
    },
  }
}
