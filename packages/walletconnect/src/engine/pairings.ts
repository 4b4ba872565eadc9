import type { PairingTypes, SessionTypes } from '@walletconnect/types'
import { formatUri } from '@walletconnect/utils'
import { PairingUriMissingError } from '../errors/walletConnect.js'
import type { WalletConnectPairing } from '../types.js'
import { pairingLifetime } from './constants.js'
import type { EngineHost } from './engineTypes.js'
import type { SignClientInstance } from './initSignClient.js'

/** A pairing URI with its approval, created by sign-client's `connect()`. */
export type Pairing = { uri: string; expiresAt: number; approved: Promise<SessionTypes.Struct> }

/** A prepared pairing is used only while this much of it remains (else a fresh one is made). */
const preparedMinimumRemaining = 60_000

const fresh = (pairing: Pairing | undefined) => pairing !== undefined && pairing.expiresAt - Date.now() > preparedMinimumRemaining

export type Pairings = ReturnType<typeof createPairings>

/**
 * Calls `onUri` with the URI of the next pairing the client makes, as soon as it is made.
 * sign-client's `connect()` returns the URI only after Verify's attestation and the proposal's
 * publish (about 100 ms with a local relay, a round trip to each service with the public ones);
 * the URI (topic, key, expiry) is fixed when the pairing is made, and a wallet that scans it
 * meanwhile is sent the proposal by the relay once published. Returns the cleanup.
 */
function watchNextUri(client: SignClientInstance, onUri: (uri: string) => void): () => void {
  const { core } = client
  const listener = (pairing: PairingTypes.Struct) => {
    if (!core.crypto.keychain.has(pairing.topic)) return
    const symKey = core.crypto.keychain.get(pairing.topic)
    const { topic, relay, expiry, methods } = pairing
    onUri(formatUri({ protocol: core.protocol, version: core.version, topic, symKey, relay, expiryTimestamp: expiry, methods }))
  }
  core.pairing.events.once('pairing_create', listener)
  return () => core.pairing.events.off('pairing_create', listener)
}

/**
 * Makes pairings, and keeps one made ahead of a likely connect (the modal opened) so that the
 * connect shows it at once. A prepared pairing is used once, and only while fresh.
 */
export function createPairings(host: EngineHost, client: SignClientInstance) {
  /** The pairing made ahead, with its URI once made (before it is published) for a connect that takes it early. */
  let prepared: { pairing: Promise<Pairing>; uri?: WalletConnectPairing; onUri?: (pairing: WalletConnectPairing) => void } | undefined

  /**
   * A new pairing proposing `proposal` (the registered namespaces by default); `onUri` is given its
   * URI as soon as it is made (watchNextUri), before it is published. The URI `connect()` returns is the one to keep: should the two ever differ (another
   * client on the same Core paired at the same moment), the caller shows the returned one.
   */
  async function create(onUri?: (pairing: WalletConnectPairing) => void, proposal = host.proposalNamespaces()): Promise<Pairing> {
    const expiresAt = Date.now() + pairingLifetime
    const stopWatching = onUri ? watchNextUri(client, (uri) => onUri({ uri, expiresAt })) : () => undefined
    const { uri, approval } = await client.connect({ optionalNamespaces: proposal }).finally(stopWatching)
    if (!uri) throw new PairingUriMissingError()
    const approved = approval()
    approved.catch(() => undefined) // an unused pairing's approval fails when it expires
    return { uri, expiresAt, approved }
  }

  return {
    create,
    /**
     * The prepared pairing, if one is (being) made and still fresh enough; it is used once.
     * `onUri` is given its URI at once when the pairing is still being published.
     */
    async takePrepared(onUri?: (pairing: WalletConnectPairing) => void): Promise<Pairing | undefined> {
      const pending = prepared
      prepared = undefined
      if (pending?.uri) onUri?.(pending.uri)
      else if (pending) pending.onUri = onUri
      const pairing = await pending?.pairing.catch(() => undefined)
      return fresh(pairing) ? pairing : undefined
    },
    /** Makes a pairing ahead unless a fresh one is (being) made; `busy()` says a connect started meanwhile. */
    async prepare(busy: () => boolean): Promise<void> {
      // Nothing prepared: the pairing starts at once, so that a connect right after takes it.
      if (prepared && fresh(await prepared.pairing.catch(() => undefined))) return
      if (busy()) return
      const entry: NonNullable<typeof prepared> = {
        pairing: create((uri) => {
          entry.uri = uri
          entry.onUri?.(uri)
        }),
      }
      prepared = entry
      await entry.pairing.catch(() => {
        if (prepared === entry) prepared = undefined
      })
    },
    drop() {
      prepared = undefined
    },
  }
}
