import type {
  WalletConnectConnectParameters,
  WalletConnectEvent,
  WalletConnectPairing,
  WalletConnectParameters,
  WalletConnectProposalNamespace,
  WalletConnectRequestParameters,
  WalletConnectSession,
} from '../types.js'
import type { StoredSession } from '../utils/storedSession.js'
import type { SignClientInstance } from './initSignClient.js'

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

/** The loaded engine the handle forwards to. */
export type Engine = {
  readonly client: SignClientInstance
  /** Creates a pairing ahead of a likely connect (the modal opened); `connect` then shows it at once. */
  prepare(): Promise<void>
  /** The session: the live one, or a new one after pairing (with the given namespaces, else the registered ones). */
  connect(parameters?: WalletConnectConnectParameters): Promise<WalletConnectSession>
  restore(): WalletConnectSession | undefined
  getSession(): WalletConnectSession | undefined
  request(parameters: WalletConnectRequestParameters): Promise<unknown>
  disconnect(): Promise<void>
  destroy(): Promise<void>
}
