import type { ConnectedUser, SiwxMessage } from '@kit/frame-protocol'
import type { ConnectorEvent, SendTransactionParameters } from '../adapters/contract.js'
import type { Kit } from '../kit.js'
import type { CaipNetwork, CaipNetworkId } from '../types.js'
import type { AuthNetworks } from './authNetworks.js'
import type { AuthProvider } from './authProvider.js'
import type { FrameRect, FrameTransport, FrameWindow } from './frameTransport.js'

/** The frame's user with its network as a CAIP-2 id. */
export type AuthClientUser = ConnectedUser & { networkId: CaipNetworkId }

/** The host window: the frame's parent and the social popup's opener. */
export type AuthHostWindow = FrameWindow & Pick<Window, 'open'>

/**
 * The auth runtime of one kit (made by `createAuthClient`, loaded by `loadAuthClient`): the frame
 * transport, the frame's user mirrored into the kit's `auth` slice, and the session storage. The
 * login, email-update, account-type and RPC flows are the actions in `auth/actions/<flow>.ts`;
 * each takes this client (or the kit, and loads it).
 */
export type AuthClient = {
  readonly kit: Kit
  readonly transport: FrameTransport
  /** The secure origin: the frame's, and the social callback page's. */
  readonly origin: string
  /** The host window at call time. */
  host(): AuthHostWindow
  /** The kit's eip155 networks as the frame needs them. */
  readonly networks: AuthNetworks
  /** Sends a connector event (account, network, disconnect) to whoever follows the auth connector. */
  emit(event: ConnectorEvent): void

  /** The last user the frame reported (undefined when signed out). */
  readonly user: AuthClientUser | undefined
  /** Records the frame's user: the kit's `auth.user` and the embedded account's email/username/account type. */
  setUser(next: ConnectedUser): AuthClientUser
  /** Copies the user onto the eip155 account (email or social username, account type). */
  syncAccountUser(): void
  /** Get user: asks the frame for its user on `networkId` (default: the current network). */
  getUser(parameters?: { networkId?: CaipNetworkId | undefined }): Promise<AuthClientUser>
  /** The known user, or the frame's (get user). */
  currentUser(): Promise<AuthClientUser>
  /** docs/rules/states.md session check (a not-connected answer clears the login cache). */
  isConnected(): Promise<boolean>
  switchNetwork(network: CaipNetwork): Promise<void>
  /** Removes `keys` from storage and forgets the user and every login step in progress. */
  clearSession(keys: readonly string[]): void
  /** Sign-ins waiting on the frame's consent screen (their GET_USER is aborted with the RPC requests). */
  signingIn: number

  /** Reveals the frame over `rect` while an approval or code entry is pending. */
  showFrame(rect?: FrameRect | undefined): void
  hideFrame(): void
  /** Rejects pending RPC requests (and pending sign-ins) with 'Request was aborted' and hides the frame. */
  abortRpcRequests(): void
  /** Waits for the social callback page (secure origin) in `popup` to post its result URI. */
  waitForSocialCallback(popup: Pick<Window, 'closed'>): Promise<string>

  // The auth connector's lazy half and SIWX: authConnector.ts and signSiwxMessage (first load)
  // reach these actions through the loaded client, so the actions stay out of the first load.
  /** The EIP-1193 provider of the embedded wallet (`actions/rpcRequest.ts`). */
  readonly provider: AuthProvider
  /** The auth connector's sign-out (`actions/signOut.ts`). */
  signOut(): Promise<void>
  /** The auth connector's personal_sign. */
  signMessage(message: string, address: string): Promise<string>
  /** The auth connector's eth_sendTransaction. */
  sendTransaction(parameters: SendTransactionParameters): Promise<string>
  /** SIWX with the embedded wallet (`actions/signInMessage.ts`), for `signSiwxMessage`. */
  signInMessage(siwxMessage: SiwxMessage): Promise<{ message: string; signature: string; siwxMessage: SiwxMessage }>
}
