import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { anchorToFirstLoad } from '../anchorToFirstLoad.js'
import { PairingAbortedError, PairingUriMissingError, toWalletConnectError, WalletConnectNotConnectedError } from '../errors/walletConnect.js'
import type {
  WalletConnectEvent,
  WalletConnectMetadata,
  WalletConnectPairing,
  WalletConnectParameters,
  WalletConnectProposalNamespace,
  WalletConnectRequestParameters,
  WalletConnectSession,
} from '../types.js'
import type { StoredSession } from '../utils/storedSession.js'
import { pairingExpiryThreshold, pairingLifetime } from './constants.js'
import { toSession } from './toSession.js'

anchorToFirstLoad()

/** WalletConnect's USER_DISCONNECTED reason. */
const userDisconnected = { code: 6000, message: 'User disconnected.' }

/** What the first-load handle gives the engine. */
export type EngineHost = {
  readonly parameters: WalletConnectParameters
  readonly storedSession: StoredSession
  proposalNamespaces(): Record<string, WalletConnectProposalNamespace>
  /** Namespaces registered by adapters: a restored session must cover one of them. */
  registeredNamespaces(): readonly string[]
  setPairing(pairing: WalletConnectPairing | undefined): void
  getPairing(): WalletConnectPairing | undefined
  emit(event: WalletConnectEvent): void
}

export type Engine = {
  readonly client: InstanceType<typeof SignClient>
  /** Creates a pairing ahead of a likely connect (the modal opened); `connect` then shows it at once. */
  prepare(): Promise<void>
  connect(signal?: AbortSignal): Promise<WalletConnectSession>
  restore(): WalletConnectSession | undefined
  getSession(): WalletConnectSession | undefined
  request(parameters: WalletConnectRequestParameters): Promise<unknown>
  disconnect(): Promise<void>
  destroy(): Promise<void>
}

function defaultMetadata(): WalletConnectMetadata {
  const hasLocation = typeof location !== 'undefined' && typeof location.origin === 'string'
  const title = typeof document !== 'undefined' ? document.title : ''
  return {
    name: title || (hasLocation ? location.host : 'Kit'),
    description: '',
    url: hasLocation ? location.origin : 'http://localhost',
    icons: [],
  }
}

type Attempt = { promise: Promise<WalletConnectSession>; abort(reason: Error): void }

/** A pairing URI with its approval, created by sign-client's `connect()`. */
type Pairing = { uri: string; expiresAt: number; approved: Promise<SessionTypes.Struct> }

/** A prepared pairing is used only while this much of it remains (else a fresh one is made). */
const preparedMinimumRemaining = 60_000

/**
 * The part of the WalletConnect handle that needs sign-client; loaded on demand (the first
 * connect, or a restore when a session is stored) so it stays out of the page's first load.
 */
export async function createEngine(host: EngineHost): Promise<Engine> {
  const { parameters } = host
  const client = await SignClient.init({
    projectId: parameters.projectId ?? 'kit',
    relayUrl: parameters.relayUrl,
    metadata: { ...defaultMetadata(), ...parameters.metadata } as SignClientTypes.Metadata,
    customStoragePrefix: parameters.customStoragePrefix,
    ...(parameters.storage ? { storage: parameters.storage } : {}),
    telemetryEnabled: false,
    logger: parameters.logLevel ?? 'error',
  } as SignClientTypes.Options)
  if (parameters.disableVerify) {
    // ENVIRONMENT.md: offline, Verify makes every connect and request wait 5 s for its iframe.
    client.core.verify.register = async () => ''
  }

  let session: SessionTypes.Struct | undefined
  let attempt: Attempt | undefined
  let prepared: Promise<Pairing | undefined> | undefined

  async function createPairing(): Promise<Pairing> {
    const { uri, approval } = await client.connect({ optionalNamespaces: host.proposalNamespaces() })
    if (!uri) throw new PairingUriMissingError()
    const approved = approval()
    approved.catch(() => undefined) // an unused pairing's approval fails when it expires
    return { uri, expiresAt: Date.now() + pairingLifetime, approved }
  }

  /** The prepared pairing, if one is (being) made and still fresh enough; it is used once. */
  async function takePrepared(): Promise<Pairing | undefined> {
    const pending = prepared
    prepared = undefined
    const pairing = await pending?.catch(() => undefined)
    return pairing && pairing.expiresAt - Date.now() > preparedMinimumRemaining ? pairing : undefined
  }

  const isLive = (candidate: SessionTypes.Struct) => candidate.expiry * 1000 > Date.now()
  const covers = (candidate: SessionTypes.Struct) => {
    const registered = host.registeredNamespaces()
    return registered.length === 0 || registered.some((namespace) => candidate.namespaces[namespace])
  }

  function setSession(next: SessionTypes.Struct) {
    session = next
    host.storedSession.write(next)
    host.emit({ type: 'session', session: toSession(next) })
  }

  function forget(topic: string, type: 'session_delete' | 'session_expire') {
    if (session?.topic !== topic) return
    session = undefined
    host.storedSession.remove()
    host.emit({ type, topic })
  }

  client.on('session_event', ({ topic, params }) => {
    if (session?.topic !== topic) return
    host.emit({ type: 'session_event', chainId: params.chainId, name: params.event.name, data: params.event.data })
  })
  client.on('session_update', ({ topic }) => {
    if (session?.topic !== topic) return
    const updated = client.session.get(topic)
    session = updated
    host.emit({ type: 'session_update', session: toSession(updated) })
  })
  client.on('session_extend', ({ topic }) => {
    if (session?.topic !== topic) return
    session = client.session.get(topic)
    host.storedSession.write(session)
  })
  client.on('session_delete', ({ topic }) => forget(topic, 'session_delete'))
  client.on('session_expire', ({ topic }) => forget(topic, 'session_expire'))

  /** Other sessions of this client (an earlier connection) are ended once a new one is approved. */
  function dropOtherSessions(keep: string) {
    for (const other of client.session.getAll())
      if (other.topic !== keep) void client.disconnect({ topic: other.topic, reason: userDisconnected }).catch(() => undefined)
  }

  function startAttempt(): Attempt {
    let resolveAttempt!: (session: WalletConnectSession) => void
    let rejectAttempt!: (error: Error) => void
    const promise = new Promise<WalletConnectSession>((resolve, reject) => {
      resolveAttempt = resolve
      rejectAttempt = reject
    })
    let timer: ReturnType<typeof setTimeout> | undefined
    let generation = 0
    let settled = false

    const onVisible = () => {
      if (document.visibilityState === 'visible') checkExpiry()
    }
    // A page that comes back from a wallet app (mobile) checks the pairing at once: timers may
    // not have run while it was hidden.
    const hasDocument = typeof document !== 'undefined'
    if (hasDocument) document.addEventListener('visibilitychange', onVisible)

    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      if (hasDocument) document.removeEventListener('visibilitychange', onVisible)
      host.setPairing(undefined)
      outcome()
    }

    const schedule = (expiresAt: number) => {
      clearTimeout(timer)
      timer = setTimeout(checkExpiry, Math.max(0, expiresAt - pairingExpiryThreshold - Date.now()))
    }

    function checkExpiry() {
      const pairing = host.getPairing()
      if (settled || !pairing) return
      if (Date.now() >= pairing.expiresAt - pairingExpiryThreshold) void pair()
      else schedule(pairing.expiresAt)
    }

    async function pair() {
      const current = ++generation
      try {
        const { uri, expiresAt, approved } = (current === 1 ? await takePrepared() : undefined) ?? (await createPairing())
        if (settled || current !== generation) return
        host.setPairing({ uri, expiresAt })
        schedule(expiresAt)
        // An older pairing's approval still counts (a wallet that scanned just before the
        // refresh); only the current pairing's failure ends the attempt.
        approved.then(
          (approved) =>
            finish(() => {
              setSession(approved)
              dropOtherSessions(approved.topic)
              resolveAttempt(toSession(approved))
            }),
          (error: unknown) => {
            if (current === generation) finish(() => rejectAttempt(toWalletConnectError(error)))
          },
        )
      } catch (error) {
        if (current === generation) finish(() => rejectAttempt(toWalletConnectError(error)))
      }
    }

    void pair()
    return { promise, abort: (reason) => finish(() => rejectAttempt(reason)) }
  }

  const engine: Engine = {
    client,
    async prepare() {
      if ((session && isLive(session)) || attempt) return
      const current = await prepared?.catch(() => undefined)
      if (current && current.expiresAt - Date.now() > preparedMinimumRemaining) return
      if (attempt) return
      prepared = createPairing()
      await prepared.catch(() => {
        prepared = undefined
      })
    },
    connect(signal) {
      if (session && isLive(session)) return Promise.resolve(toSession(session))
      if (signal?.aborted) return Promise.reject(new PairingAbortedError())
      if (!attempt) {
        const created = startAttempt()
        attempt = created
        const clear = () => {
          if (attempt === created) attempt = undefined
        }
        created.promise.then(clear, clear)
      } else {
        const pairing = host.getPairing()
        if (pairing) host.emit({ type: 'display_uri', ...pairing })
      }
      const current = attempt
      signal?.addEventListener('abort', () => current.abort(new PairingAbortedError()), { once: true })
      return current.promise
    },
    restore() {
      if (session && isLive(session)) return toSession(session)
      const stored = host.storedSession.read()
      const candidates = client.session.getAll().filter((candidate) => isLive(candidate) && covers(candidate))
      const found = (stored && stored !== 'unknown' ? candidates.find((candidate) => candidate.topic === stored.topic) : undefined) ?? candidates.at(-1)
      if (!found) {
        host.storedSession.remove()
        return undefined
      }
      setSession(found)
      return toSession(found)
    },
    getSession: () => (session && isLive(session) ? toSession(session) : undefined),
    async request({ chainId, method, params }) {
      if (!session || !isLive(session)) throw new WalletConnectNotConnectedError()
      try {
        return await client.request({ topic: session.topic, chainId, request: { method, params } })
      } catch (error) {
        throw toWalletConnectError(error)
      }
    },
    async disconnect() {
      attempt?.abort(new PairingAbortedError())
      prepared = undefined
      const current = session
      session = undefined
      host.storedSession.remove()
      if (!current) return
      try {
        await client.disconnect({ topic: current.topic, reason: userDisconnected })
      } catch {
        // Already gone on the wallet's side (or unreachable): the local session is deleted anyway.
      }
    },
    async destroy() {
      attempt?.abort(new PairingAbortedError())
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
      // sign-client keeps one Core per storage prefix on globalThis; a later load starts afresh.
      const key = `_walletConnectCore_${parameters.customStoragePrefix ?? ''}`
      const registry = globalThis as Record<string, unknown>
      if (registry[key] === client.core) {
        delete registry[key]
        delete registry[`${key}_count`]
      }
    },
  }
  return engine
}
