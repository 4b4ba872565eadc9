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

export const switchNetworkMessage = defineMessage('SWITCH_NETWORK', switchNetworkPayloadSchema, chainIdResultSchema)
export const connectEmailMessage = defineMessage('CONNECT_EMAIL', connectEmailPayloadSchema, connectEmailResultSchema)
export const connectDeviceMessage = defineMessage('CONNECT_DEVICE', emptyPayloadSchema, emptyPayloadSchema)
/** Shows the frame's own code entry and answers once the typed code signed the user in. */
export const connectOtpMessage = defineMessage('CONNECT_OTP', emptyPayloadSchema, emptyPayloadSchema)
export const connectSocialMessage = defineMessage('CONNECT_SOCIAL', connectSocialPayloadSchema, connectedUserSchema)
export const getFarcasterUriMessage = defineMessage('GET_FARCASTER_URI', emptyPayloadSchema, uriResultSchema)
export const connectFarcasterMessage = defineMessage('CONNECT_FARCASTER', emptyPayloadSchema, connectFarcasterResultSchema)
export const getUserMessage = defineMessage('GET_USER', getUserPayloadSchema, connectedUserSchema)
export const getSocialRedirectUriMessage = defineMessage('GET_SOCIAL_REDIRECT_URI', getSocialRedirectUriPayloadSchema, uriResultSchema)
export const signOutMessage = defineMessage('SIGN_OUT', emptyPayloadSchema, emptyPayloadSchema)
export const isConnectedMessage = defineMessage('IS_CONNECTED', isConnectedPayloadSchema, isConnectedResultSchema)
export const getChainIdMessage = defineMessage('GET_CHAIN_ID', emptyPayloadSchema, chainIdResultSchema)
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
export const setPreferredAccountMessage = defineMessage('SET_PREFERRED_ACCOUNT', setPreferredAccountPayloadSchema, setPreferredAccountResultSchema)
export const rpcRequestMessage = defineMessage('RPC_REQUEST', rpcRequestPayloadSchema, rpcResultSchema)
export const updateEmailMessage = defineMessage('UPDATE_EMAIL', updateEmailPayloadSchema, updateEmailResultSchema)
export const updateEmailPrimaryOtpMessage = defineMessage('UPDATE_EMAIL_PRIMARY_OTP', emptyPayloadSchema, updateEmailPrimaryOtpResultSchema)
export const updateEmailSecondaryOtpMessage = defineMessage('UPDATE_EMAIL_SECONDARY_OTP', emptyPayloadSchema, updateEmailSecondaryOtpResultSchema)
export const syncThemeMessage = defineMessage('SYNC_THEME', syncThemePayloadSchema, emptyPayloadSchema)
export const syncDappDataMessage = defineMessage('SYNC_DAPP_DATA', syncDappDataPayloadSchema, emptyPayloadSchema)
export const reloadMessage = defineMessage('RELOAD', emptyPayloadSchema, emptyPayloadSchema)
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
