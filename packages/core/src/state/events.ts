import type { Namespace } from '../types.js'

/**
 * The events a kit tracks: AppKit's names, sent at the same moments (docs/reference/events.md has
 * the table of when each is sent and with what properties).
 */
export type KitEventName =
  | 'INITIALIZE'
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CLICK_ALL_WALLETS'
  | 'CLICK_WALLET_HELP'
  | 'CLICK_GET_WALLET'
  | 'SEARCH_WALLET'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'CLICK_NETWORKS'
  | 'CLICK_NETWORK_HELP'
  | 'SWITCH_NETWORK'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_SIGN_SIWX_MESSAGE'
  | 'CLICK_CANCEL_SIWX'
  | 'CLICK_TRANSACTIONS'
  | 'OPEN_SEND'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'OPEN_SWAP'
  | 'CLICK_SELECT_TOKEN_TO_SWAP'
  | 'INITIATE_SWAP'
  | 'SWAP_SUCCESS'
  | 'SWAP_ERROR'
  | 'SWAP_APPROVAL_ERROR'
  | 'SELECT_BUY_CRYPTO'
  | 'SELECT_BUY_PROVIDER'
  | 'SET_PREFERRED_ACCOUNT_TYPE'
  | 'EMAIL_LOGIN_SELECTED'
  | 'EMAIL_SUBMITTED'
  | 'EMAIL_VERIFICATION_CODE_SENT'
  | 'DEVICE_REGISTERED_FOR_EMAIL'
  | 'EMAIL_VERIFICATION_CODE_PASS'
  | 'EMAIL_VERIFICATION_CODE_FAIL'
  | 'SOCIAL_LOGIN_STARTED'
  | 'SOCIAL_LOGIN_REQUEST_USER_DATA'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'SOCIAL_LOGIN_ERROR'
  | 'SOCIAL_LOGIN_CANCELED'
  | 'LOAD_MORE_TRANSACTIONS'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'REGISTER_NAME_INITIATED'
  | 'REGISTER_NAME_SUCCESS'
  | 'REGISTER_NAME_ERROR'

/** How a wallet was reached (AppKit's `SELECT_WALLET` platform and `CONNECT_SUCCESS` method). */
export type ConnectPlatform = 'browser' | 'qrcode' | 'mobile' | 'email'

/** Every property an event may carry; which ones each event has is in docs/reference/events.md. */
export type KitEventProperties = {
  /** MODAL_OPEN, MODAL_CLOSE: whether the active namespace had a connected account. */
  connected?: boolean | undefined
  /** MODAL_OPEN: the view it opened on (Kit's addition). */
  view?: string | undefined
  /** The namespace of the flow; DISCONNECT_SUCCESS: `all` when every namespace was disconnected. */
  namespace?: Namespace | 'all' | undefined
  connectorId?: string | undefined
  /** The wallet's name (SELECT_WALLET, CONNECT_SUCCESS). */
  name?: string | undefined
  /** SELECT_WALLET: where the wallet runs. */
  platform?: ConnectPlatform | undefined
  /** CONNECT_SUCCESS: how it connected (AppKit's `qrcode`, `mobile`, `browser`, `email`). */
  method?: ConnectPlatform | undefined
  /** CONNECT_SUCCESS: the network connected on. */
  caipNetworkId?: string | undefined
  /** The CAIP-2 network id of the flow. */
  network?: string | undefined
  /** Why it failed (the `*_ERROR` events). */
  message?: string | undefined
  /** Whether the account is a smart account (send, swap, on-ramp and sign-in events). */
  isSmartAccount?: boolean | undefined
  /** Send: the token's symbol and the amount in whole units. */
  token?: string | undefined
  amount?: number | undefined
  /** Swap: symbols and amounts (whole units) of both sides. */
  swapFromToken?: string | undefined
  swapToToken?: string | undefined
  swapFromAmount?: string | undefined
  swapToAmount?: string | undefined
  /** SELECT_BUY_PROVIDER: the on-ramp provider; the SOCIAL_LOGIN_* events: the social provider (`google`, …). */
  provider?: string | undefined
  /** SEARCH_WALLET: the search text and the badge filter (`none`). */
  search?: string | undefined
  badge?: string | undefined
  /** SET_PREFERRED_ACCOUNT_TYPE: the embedded wallet's account type now. */
  accountType?: string | undefined
  /** The activity events: the account, the project and the page cursor. */
  address?: string | undefined
  projectId?: string | undefined
  cursor?: string | undefined
  /** The name registration events: the full name (`alice.reown.id`), and why it failed. */
  ensName?: string | undefined
  error?: string | undefined
}

export type KitEvent = {
  timestamp: number
  data: {
    type: 'track'
    event: KitEventName
    /** The active account's address when one is connected (as AppKit sends it). */
    address?: string | undefined
    properties?: KitEventProperties
  }
}

export type EventsState = { last: KitEvent | undefined }

export function createEventsState(): EventsState {
  return { last: undefined }
}
