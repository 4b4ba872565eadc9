import { ApiError } from '../http/apiError.js'

/** The specific refusals of the sign-in routes (issue 14); each has its own code. */
export const siwxErrors = {
  chainNotConfigured: () => new ApiError(400, { message: 'Chain not configured', code: 'CHAIN_NOT_CONFIGURED' }),
  domainNotAllowed: () => new ApiError(403, { message: 'Domain or URI not allowed', code: 'DOMAIN_NOT_ALLOWED' }),
  expired: () => new ApiError(401, { message: 'Message expired', code: 'MESSAGE_EXPIRED' }),
  notYetValid: () => new ApiError(401, { message: 'Message not yet valid', code: 'MESSAGE_NOT_YET_VALID' }),
  addressMismatch: () => new ApiError(422, { message: 'Address mismatch', code: 'ADDRESS_MISMATCH' }),
  signedMessageUnsupported: () =>
    new ApiError(422, { message: 'Signed message is neither text nor a Solana off-chain message', code: 'SIGNED_MESSAGE_UNSUPPORTED' }),
  signedMessageMismatch: () => new ApiError(422, { message: 'Signed message does not contain the sign-in message', code: 'SIGNED_MESSAGE_MISMATCH' }),
  invalidSignature: () => new ApiError(401, { message: 'Invalid signature', code: 'INVALID_SIGNATURE' }),
  nonceUsed: () => new ApiError(409, { message: 'Nonce already used', code: 'NONCE_USED' }),
  nonceExpired: () => new ApiError(401, { message: 'Nonce expired', code: 'NONCE_EXPIRED' }),
  nonceUnknown: () => new ApiError(401, { message: 'Unknown nonce', code: 'NONCE_UNKNOWN' }),
  invalidToken: () => new ApiError(401, { message: 'Invalid session token', code: 'INVALID_SESSION_TOKEN' }),
  notOwner: () => new ApiError(403, { message: 'Not the owner of this address', code: 'NOT_SESSION_OWNER' }),
}
