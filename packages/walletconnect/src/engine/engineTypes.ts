import type {
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
  connect(signal?: AbortSignal): Promise<WalletConnectSession>
  restore(): WalletConnectSession | undefined
  getSession(): WalletConnectSession | undefined
  request(parameters: WalletConnectRequestParameters): Promise<unknown>
  disconnect(): Promise<void>
  destroy(): Promise<void>
}
