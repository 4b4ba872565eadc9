import type { SessionTypes } from '@walletconnect/types'
import { toWalletConnectError } from '../errors/walletConnect.js'
import type { WalletConnectPairing, WalletConnectProposalNamespace, WalletConnectSession } from '../types.js'
import { pairingExpiryThreshold } from './constants.js'
import type { EngineHost } from './engineTypes.js'
import type { Pairings } from './pairings.js'
import { toSession } from './toSession.js'

export type Attempt = { promise: Promise<WalletConnectSession>; abort(reason: Error): void }

export type StartAttemptParameters = {
  host: EngineHost
  pairings: Pairings
  /** The wallet approved: the engine keeps the session. */
  onApproved(session: SessionTypes.Struct): void
  /** The proposal's namespaces the connect asked for; the registered ones (and a prepared pairing) without. */
  proposal?: Record<string, WalletConnectProposalNamespace> | undefined
}

/** A promise with its settle functions (Promise.withResolvers, which Node 20 lacks). */
function deferred<value>() {
  let resolve!: (value: value) => void
  let reject!: (error: Error) => void
  const promise = new Promise<value>((onResolve, onReject) => {
    resolve = onResolve
    reject = onReject
  })
  return { promise, resolve, reject }
}

/**
 * A page that comes back from a wallet app (mobile) checks the pairing at once: timers may not
 * have run while it was hidden. Returns the cleanup; nothing without a document.
 */
function onPageVisible(check: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined
  const listener = () => {
    if (document.visibilityState === 'visible') check()
  }
  document.addEventListener('visibilitychange', listener)
  return () => document.removeEventListener('visibilitychange', listener)
}

/**
 * One connect attempt: shows a pairing (the prepared one first), replaces it with a fresh one
 * when 10 s or less of its 4 minutes remain, and ends with the wallet's approval,
 * the current pairing's failure, or `abort`. An older pairing's approval still counts (a wallet
 * that scanned just before the refresh).
 */
export function startAttempt({ host, pairings, onApproved, proposal }: StartAttemptParameters): Attempt {
  const result = deferred<WalletConnectSession>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let generation = 0
  let settled = false
  const stopWatchingPage = onPageVisible(checkExpiry)

  function finish(outcome: () => void) {
    if (settled) return
    settled = true
    clearTimeout(timer)
    stopWatchingPage()
    host.setPairing(undefined)
    outcome()
  }

  function schedule(expiresAt: number) {
    clearTimeout(timer)
    timer = setTimeout(checkExpiry, Math.max(0, expiresAt - pairingExpiryThreshold - Date.now()))
  }

  function checkExpiry() {
    const pairing = host.getPairing()
    if (settled || !pairing) return
    if (Date.now() >= pairing.expiresAt - pairingExpiryThreshold) void pair()
    else schedule(pairing.expiresAt)
  }

  const fail = (current: number) => (error: unknown) => {
    if (current === generation) finish(() => result.reject(toWalletConnectError(error)))
  }

  async function pair() {
    const current = ++generation
    const show = (pairing: WalletConnectPairing) => {
      if (!settled && current === generation && host.getPairing()?.uri !== pairing.uri) host.setPairing(pairing)
    }
    try {
      const prepared = current === 1 && !proposal ? await pairings.takePrepared(show) : undefined
      const { uri, expiresAt, approved } = prepared ?? (await pairings.create(show, proposal))
      if (settled || current !== generation) return
      show({ uri, expiresAt })
      schedule(expiresAt)
      approved.then(
        (session) =>
          finish(() => {
            onApproved(session)
            result.resolve(toSession(session))
          }),
        fail(current),
      )
    } catch (error) {
      fail(current)(error)
    }
  }

  void pair()
  return { promise: result.promise, abort: (reason) => finish(() => result.reject(reason)) }
}
