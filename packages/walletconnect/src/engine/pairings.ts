import type { SessionTypes } from '@walletconnect/types'
import { PairingUriMissingError } from '../errors/walletConnect.js'
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
 * Makes pairings, and keeps one made ahead of a likely connect (the modal opened) so that the
 * connect shows it at once. A prepared pairing is used once, and only while fresh.
 */
export function createPairings(host: EngineHost, client: SignClientInstance) {
  let prepared: Promise<Pairing | undefined> | undefined

  async function create(): Promise<Pairing> {
    const { uri, approval } = await client.connect({ optionalNamespaces: host.proposalNamespaces() })
    if (!uri) throw new PairingUriMissingError()
    const approved = approval()
    approved.catch(() => undefined) // an unused pairing's approval fails when it expires
    return { uri, expiresAt: Date.now() + pairingLifetime, approved }
  }

  return {
    create,
    /** The prepared pairing, if one is (being) made and still fresh enough; it is used once. */
    async takePrepared(): Promise<Pairing | undefined> {
      const pending = prepared
      prepared = undefined
      const pairing = await pending?.catch(() => undefined)
      return fresh(pairing) ? pairing : undefined
    },
    /** Makes a pairing ahead unless a fresh one is (being) made; `busy()` says a connect started meanwhile. */
    async prepare(busy: () => boolean): Promise<void> {
      if (fresh(await prepared?.catch(() => undefined)) || busy()) return
      prepared = create()
      await prepared.catch(() => {
        prepared = undefined
      })
    },
    drop() {
      prepared = undefined
    },
  }
}
