import * as z from 'zod/mini'
import {
  chainIdResultSchema,
  connectEmailPayloadSchema,
  connectEmailResultSchema,
  connectedUserSchema,
  connectFarcasterResultSchema,
  connectSocialPayloadSchema,
  emptyPayloadSchema,
  getSocialRedirectUriPayloadSchema,
  getUserPayloadSchema,
  initSmartAccountResultSchema,
  isConnectedPayloadSchema,
  isConnectedResultSchema,
  rpcRequestPayloadSchema,
  setPreferredAccountPayloadSchema,
  setPreferredAccountResultSchema,
  smartAccountEnabledNetworksResultSchema,
  switchNetworkPayloadSchema,
  syncDappDataPayloadSchema,
  syncThemePayloadSchema,
  updateEmailPayloadSchema,
  updateEmailPrimaryOtpResultSchema,
  updateEmailResultSchema,
  updateEmailSecondaryOtpResultSchema,
  uriResultSchema,
} from './common.js'
import { defineMessage } from './defineMessage.js'

/** The JSON-RPC result of an RPC request (any JSON value, `null` included). */
const rpcResultSchema = z.unknown()

/** Moves the embedded wallet to a chain (an EVM chain id or a Solana cluster's CAIP-2 id), with the RPC URL to use; refused with 4902 for a chain the frame does not serve. */
export const switchNetworkMessage = defineMessage('SWITCH_NETWORK', switchNetworkPayloadSchema, chainIdResultSchema)
/** Starts an email login: answers whether the address must approve this device (`VERIFY_DEVICE`), enter a code (`VERIFY_OTP`), or is signed in (`CONNECT`). */
export const connectEmailMessage = defineMessage('CONNECT_EMAIL', connectEmailPayloadSchema, connectEmailResultSchema)
/** Waits until the emailed device approval was clicked, after CONNECT_EMAIL answered `VERIFY_DEVICE`. */
export const connectDeviceMessage = defineMessage('CONNECT_DEVICE', emptyPayloadSchema, emptyPayloadSchema)
/** Shows the frame's own code entry and answers once the typed code signed the user in. */
export const connectOtpMessage = defineMessage('CONNECT_OTP', emptyPayloadSchema, emptyPayloadSchema)
/** Completes a social login with the provider's redirect URI and answers with the connected user. */
export const connectSocialMessage = defineMessage('CONNECT_SOCIAL', connectSocialPayloadSchema, connectedUserSchema)
/** Starts a Farcaster sign-in and answers with its URI (shown as a QR code). */
export const getFarcasterUriMessage = defineMessage('GET_FARCASTER_URI', emptyPayloadSchema, uriResultSchema)
/** Waits until the Farcaster sign-in of GET_FARCASTER_URI is approved; answers with the user name. */
export const connectFarcasterMessage = defineMessage('CONNECT_FARCASTER', emptyPayloadSchema, connectFarcasterResultSchema)
/** The connected user on a chain and account type (completing a social login first when `socialUri` is given); also signs a sign-in message when one is passed. */
export const getUserMessage = defineMessage('GET_USER', getUserPayloadSchema, connectedUserSchema)
/** The URL of a social provider's login page for the popup. */
export const getSocialRedirectUriMessage = defineMessage('GET_SOCIAL_REDIRECT_URI', getSocialRedirectUriPayloadSchema, uriResultSchema)
/** Ends the embedded wallet's session on the secure server and in the frame. */
export const signOutMessage = defineMessage('SIGN_OUT', emptyPayloadSchema, emptyPayloadSchema)
/** Whether the frame has a live session (checked with the secure server). */
export const isConnectedMessage = defineMessage('IS_CONNECTED', isConnectedPayloadSchema, isConnectedResultSchema)
/** The chain the embedded wallet is on. */
export const getChainIdMessage = defineMessage('GET_CHAIN_ID', emptyPayloadSchema, chainIdResultSchema)
/** The chain ids on which the embedded wallet can be a smart account. */
export const getSmartAccountEnabledNetworksMessage = defineMessage(
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  emptyPayloadSchema,
  smartAccountEnabledNetworksResultSchema,
)
/**
 * Both change the account only after the user approves on the frame's own approval screen (the
 * frame posts APPROVAL_SHOW first; the EIP-7702 delegation is signed only with the device's proof),
 * so the host sends them without a timeout; a rejection fails with 'User rejected the request' (4001).
 */
export const initSmartAccountMessage = defineMessage('INIT_SMART_ACCOUNT', emptyPayloadSchema, initSmartAccountResultSchema)
/** Sets the account type (`eoa` or `smartAccount`) after the user approves it on the frame; answers with the account's address. */
export const setPreferredAccountMessage = defineMessage('SET_PREFERRED_ACCOUNT', setPreferredAccountPayloadSchema, setPreferredAccountResultSchema)
/** A JSON-RPC call of the embedded wallet: read-only methods run at once, signing and sending ones wait for the user's approval on the frame's own screen. */
export const rpcRequestMessage = defineMessage('RPC_REQUEST', rpcRequestPayloadSchema, rpcResultSchema)
/** Starts changing the login email; answers which code is asked for first. */
export const updateEmailMessage = defineMessage('UPDATE_EMAIL', updateEmailPayloadSchema, updateEmailResultSchema)
/** Asks for the code sent to the current email, typed on the frame itself. */
export const updateEmailPrimaryOtpMessage = defineMessage('UPDATE_EMAIL_PRIMARY_OTP', emptyPayloadSchema, updateEmailPrimaryOtpResultSchema)
/** Asks for the code sent to the new email, typed on the frame itself; answers with the new email. */
export const updateEmailSecondaryOtpMessage = defineMessage('UPDATE_EMAIL_SECONDARY_OTP', emptyPayloadSchema, updateEmailSecondaryOtpResultSchema)
/** Gives the frame the app's theme mode and variables, so its screens match the modal. */
export const syncThemeMessage = defineMessage('SYNC_THEME', syncThemePayloadSchema, emptyPayloadSchema)
/** Gives the frame the app's metadata (its name is shown on approval screens), SDK type and version, and projectId. */
export const syncDappDataMessage = defineMessage('SYNC_DAPP_DATA', syncDappDataPayloadSchema, emptyPayloadSchema)
/** Reloads the frame. */
export const reloadMessage = defineMessage('RELOAD', emptyPayloadSchema, emptyPayloadSchema)
/** Cancels the RPC request (or code entry) the frame is waiting on. */
export const abortRpcMessage = defineMessage('RPC_ABORT', emptyPayloadSchema, emptyPayloadSchema)

/** Every request of the protocol by name. */
export const FRAME_MESSAGES = {
  SWITCH_NETWORK: switchNetworkMessage,
  CONNECT_EMAIL: connectEmailMessage,
  CONNECT_DEVICE: connectDeviceMessage,
  CONNECT_OTP: connectOtpMessage,
  CONNECT_SOCIAL: connectSocialMessage,
  GET_FARCASTER_URI: getFarcasterUriMessage,
  CONNECT_FARCASTER: connectFarcasterMessage,
  GET_USER: getUserMessage,
  GET_SOCIAL_REDIRECT_URI: getSocialRedirectUriMessage,
  SIGN_OUT: signOutMessage,
  IS_CONNECTED: isConnectedMessage,
  GET_CHAIN_ID: getChainIdMessage,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: getSmartAccountEnabledNetworksMessage,
  INIT_SMART_ACCOUNT: initSmartAccountMessage,
  SET_PREFERRED_ACCOUNT: setPreferredAccountMessage,
  RPC_REQUEST: rpcRequestMessage,
  UPDATE_EMAIL: updateEmailMessage,
  UPDATE_EMAIL_PRIMARY_OTP: updateEmailPrimaryOtpMessage,
  UPDATE_EMAIL_SECONDARY_OTP: updateEmailSecondaryOtpMessage,
  SYNC_THEME: syncThemeMessage,
  SYNC_DAPP_DATA: syncDappDataMessage,
  RELOAD: reloadMessage,
  RPC_ABORT: abortRpcMessage,
} as const

export type FrameMessages = typeof FRAME_MESSAGES
export type FrameMessageName = keyof FrameMessages
/** The payload the app sends for request `name`. */
export type RequestPayload<name extends FrameMessageName> = z.infer<FrameMessages[name]['request']>['payload']
/** The payload of the success reply to request `name`. */
export type SuccessPayload<name extends FrameMessageName> = z.infer<FrameMessages[name]['success']>['payload']
/** The full request message for `name`. */
export type RequestMessage<name extends FrameMessageName> = z.infer<FrameMessages[name]['request']>
export type SuccessMessage<name extends FrameMessageName> = z.infer<FrameMessages[name]['success']>
export type ErrorMessage<name extends FrameMessageName> = z.infer<FrameMessages[name]['error']>
